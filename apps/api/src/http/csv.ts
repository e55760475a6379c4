type Cell = string | number | boolean | null | undefined;

/**
 * One CSV line: every cell quoted, and a cell starting with = + - @ tab or carriage return
 * prefixed with ' so a spreadsheet never runs it as a formula (CSV injection, OWASP's list).
 */
export function csvLine(values: readonly Cell[]): string {
  return values
    .map((value) => {
      const text = value === null || value === undefined ? '' : String(value);
      return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
    })
    .join(',');
}

/** A whole CSV document: our header (plain names), one line per row, CRLF as RFC 4180 says. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly Cell[])[]) =>
  [header.join(','), ...rows.map(csvLine)].join('\r\n') + '\r\n';
