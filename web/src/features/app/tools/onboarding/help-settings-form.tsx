import { useState, type FormEvent } from 'react';
import {
  DEFAULT_HELP_LABEL,
  HELP_SETTINGS_LIMITS,
  VERSION_TIER_NAMES,
  type HelpSettings,
  type OnboardingVersion,
} from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useSaveHelpSettings } from './api/help-settings';

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The help button's settings: CRM domain(s), version, name, and where it shows. */
export function HelpSettingsForm({
  settings,
  versions,
}: {
  settings: HelpSettings;
  versions: OnboardingVersion[];
}) {
  const save = useSaveHelpSettings();
  const [origins, setOrigins] = useState(settings.crmOrigins.join(', '));
  const [versionId, setVersionId] = useState(settings.versionId ?? versions[0]?.id ?? '');
  const [label, setLabel] = useState(settings.label || DEFAULT_HELP_LABEL);
  const [scoped, setScoped] = useState(settings.subAccountIds !== null);
  const [subAccounts, setSubAccounts] = useState((settings.subAccountIds ?? []).join(', '));
  const error =
    save.error instanceof ApiError
      ? save.error.message
      : save.error
        ? 'Could not save. Please try again.'
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      versionId,
      crmOrigins: list(origins),
      label,
      subAccountIds: scoped ? list(subAccounts) : null,
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Help button settings">
      <Field
        label="Your CRM domain(s)"
        value={origins}
        placeholder="https://app.myagency.com"
        onChange={(event) => setOrigins(event.target.value)}
        hint={
          <p className="text-sm text-slate-600">
            The address your clients use for your platform. Separate several with commas.
          </p>
        }
      />
      <div className="flex flex-col gap-4 sm:flex-row">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          Version it opens
          <select
            value={versionId}
            onChange={(event) => setVersionId(event.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2.5 text-base"
          >
            {versions.map((version) => (
              <option key={version.id} value={version.id}>
                {VERSION_TIER_NAMES[version.tier]}
              </option>
            ))}
          </select>
        </label>
        <Field
          label="Button name"
          value={label}
          maxLength={HELP_SETTINGS_LIMITS.label}
          onChange={(event) => setLabel(event.target.value)}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Show the button in</legend>
        <label className="flex items-center gap-2">
          <input type="radio" checked={!scoped} onChange={() => setScoped(false)} />
          Every sub-account
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" checked={scoped} onChange={() => setScoped(true)} />
          Only these sub-accounts
        </label>
        {scoped && (
          <Field
            label="Sub-account ids"
            value={subAccounts}
            placeholder="e.g. AbC123xyz"
            onChange={(event) => setSubAccounts(event.target.value)}
            hint={
              <p className="text-sm text-slate-600">
                The id after /location/ in the sub-account's address. Separate several with commas.
              </p>
            }
          />
        )}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending || !versionId}>
          Save help button
        </Button>
      </div>
    </form>
  );
}
