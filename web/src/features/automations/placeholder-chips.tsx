import { placeholderToken } from '@retainly/domain';

/**
 * The placeholders the wording may use, as buttons: each inserts its token where the caret was
 * in the subject or message last focused.
 */
export function PlaceholderChips({
  placeholders,
  onInsert,
}: {
  placeholders: readonly string[];
  onInsert: (token: string) => void;
}) {
  if (placeholders.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <p id="nudge-placeholders" className="text-sm text-slate-700">
        Insert a placeholder where your cursor is; each client gets their own details.
      </p>
      <ul aria-labelledby="nudge-placeholders" className="flex flex-wrap gap-2">
        {placeholders.map((placeholder) => {
          const token = placeholderToken(placeholder);
          return (
            <li key={placeholder}>
              <button
                type="button"
                aria-label={`Insert ${token}`}
                // Keeps the caret (and the field's focus) where it is until the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onInsert(token)}
                className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 font-mono text-xs text-slate-800 hover:border-brand hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {token}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
