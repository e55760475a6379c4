import { catalogueByCategory, DEFAULT_PORTAL_COLORS, type OnboardingState } from '@retainly/domain';
import { TitledSection } from '@/components/ui/titled-section';

const SWATCHES = [
  { key: 'primary', label: 'Primary' },
  { key: 'secondary', label: 'Secondary' },
  { key: 'tertiary', label: 'Tertiary' },
] as const;

/** Basic Mode's summary of the portal the agency's clients open. */
export function ClientPreview({ state }: { state: OnboardingState }) {
  const colors = state.colors ?? DEFAULT_PORTAL_COLORS;
  const categories = catalogueByCategory();
  const total = categories.reduce((sum, category) => sum + category.videos.length, 0);

  return (
    <TitledSection
      title="What your clients will see"
      heading="h3"
      titleClassName="text-lg font-semibold"
      className="flex flex-col gap-3"
    >
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-slate-800">
        <li>
          A welcome page in your brand colors that asks for their{' '}
          {state.loginWith === 'NAME' ? 'name' : 'email address'}, so you can follow their progress.
        </li>
        <li>
          {total} short training videos in {categories.length} categories, with their progress saved
          as they go.
        </li>
        <li>No mention of us or the platform's vendor: only your agency.</li>
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <ul
          aria-label="Video categories"
          className="flex flex-col gap-1 rounded-xl bg-slate-50 p-4"
        >
          {categories.map((category) => (
            <li key={category.id} className="flex justify-between gap-3 text-sm text-slate-800">
              <span>{category.title}</span>
              <span className="shrink-0 text-slate-600">{category.videos.length} videos</span>
            </li>
          ))}
        </ul>
        <ul aria-label="Brand colors" className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4">
          {SWATCHES.map(({ key, label }) => (
            <li key={key} className="flex items-center gap-3 text-sm text-slate-800">
              <span
                aria-hidden="true"
                className="h-6 w-6 rounded-md ring-1 ring-slate-300"
                style={{ backgroundColor: colors[key] }}
              />
              {label} <span className="font-mono text-slate-600">{colors[key]}</span>
            </li>
          ))}
        </ul>
      </div>
    </TitledSection>
  );
}
