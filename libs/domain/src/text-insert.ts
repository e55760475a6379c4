/** What an editor shows after an insertion: the new text and where the caret goes. */
export interface TextEdit {
  text: string;
  cursor: number;
}

/**
 * `insert` put in place of the selection [start, end) of `text` (a caret when they are equal),
 * the caret after it. Positions out of range (a field the user never focused) count as the end.
 */
export function insertAtSelection(
  text: string,
  start: number | null,
  end: number | null,
  insert: string,
): TextEdit {
  const clamp = (value: number | null) =>
    value === null || value < 0 || value > text.length ? text.length : value;
  const from = clamp(start);
  const to = Math.max(from, clamp(end ?? start));
  return { text: text.slice(0, from) + insert + text.slice(to), cursor: from + insert.length };
}

/** A placeholder as it is typed in a template: the api's own token, or `{{name}}` for a name. */
export function placeholderToken(placeholder: string): string {
  const name = placeholder.trim();
  return name.includes('{') ? name : `{{${name}}}`;
}
