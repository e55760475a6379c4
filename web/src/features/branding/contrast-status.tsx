import { AA_CONTRAST, contrastWarnings, type BrandingSettings } from '@retainly/domain';

/**
 * Whether the text in the preview stays readable (WCAG AA), announced politely as it changes.
 * Simple mode picks its text colours itself, so warnings come from Advanced choices.
 */
export function ContrastStatus({ settings }: { settings: BrandingSettings }) {
  const warnings = contrastWarnings(settings);
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="contrast-status"
      className={`rounded-lg border px-3 py-2.5 text-sm ${warnings.length ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-green-200 bg-green-50 text-green-900'}`}
    >
      {warnings.length === 0 ? (
        <p>All text meets WCAG AA contrast ({AA_CONTRAST}:1).</p>
      ) : (
        <>
          <p className="font-semibold">Some text may be hard to read:</p>
          <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
            {warnings.map((warning) => (
              <li key={warning.text}>{warning.message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
