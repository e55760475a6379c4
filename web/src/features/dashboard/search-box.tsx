import { useEffect, useState } from 'react';
import { Field } from '@/components/ui/field';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search field: what is typed goes to `onSearch` 300 ms after the last key, so the server
 * is asked once per pause rather than once per letter. A change of `value` from elsewhere
 * (Back, 'Clear search') replaces the text; the echo of our own search does not, so letters
 * typed while it was on its way are kept.
 */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (search: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);

  // Adjusting state while rendering (not in an effect) avoids a render with stale text.
  if (value !== seen) {
    setSeen(value);
    if (value === sent) setSent(null);
    else setDraft(value);
  }

  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => {
      setSent(draft);
      onSearch(draft);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <div className="min-w-0 flex-1">
      <Field
        label="Search clients"
        type="search"
        value={draft}
        maxLength={100}
        placeholder="Name or e-mail"
        autoComplete="off"
        onChange={(event) => setDraft(event.target.value)}
      />
    </div>
  );
}
