const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size for people: '4 GB', '1.5 MB', '900 bytes' (binary multiples, as disks report them). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : String(Number(value.toFixed(1)));
  return `${shown} ${UNITS[unit]}`;
}
