const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** '812 bytes', '3.4 MB', '2 GB': binary units, as MAX_UPLOAD_MB counts them. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}
