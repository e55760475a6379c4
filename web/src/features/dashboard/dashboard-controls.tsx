import type { OnboardingVersion } from '@retainly/domain';
import { tierLabel } from './labels';
import { SearchBox } from './search-box';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField } from '@/components/ui/select-field';

/** Search, the version filter and the CSV of what the list shows (every page of it). */
export function DashboardControls({
  search,
  version,
  versions,
  csvUrl,
  atRisk,
  onSearch,
  onVersion,
  onAtRisk,
}: {
  search: string;
  version: string;
  versions: OnboardingVersion[];
  csvUrl: string;
  onSearch: (search: string) => void;
  onVersion: (version: string) => void;
  atRisk: boolean;
  onAtRisk: (atRisk: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchBox value={search} onSearch={onSearch} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Version"
          value={version}
          onChange={(event) => onVersion(event.target.value)}
          className="flex-1"
        >
          <option value="">All versions</option>
          {versions.map((option) => (
            <option key={option.id} value={option.id}>
              {tierLabel(option.tier)}
            </option>
          ))}
        </SelectField>
        {/* A toggle (aria-pressed): on, the list shows stalled clients and those under 40. */}
        <button
          type="button"
          aria-pressed={atRisk}
          onClick={() => onAtRisk(!atRisk)}
          className={`inline-flex shrink-0 items-center justify-center gap-1.5 rounded-lg border px-4 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
            atRisk
              ? 'border-amber-600 bg-amber-50 text-amber-900'
              : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
          }`}
        >
          <span aria-hidden="true">{atRisk ? '✓' : '!'}</span>
          At risk
        </button>
        {/* A plain link: the api answers with an attachment, so the browser downloads it. */}
        <a href={csvUrl} download className={buttonClass({ variant: 'outline' }, 'shrink-0')}>
          Export CSV
        </a>
      </div>
    </div>
  );
}
