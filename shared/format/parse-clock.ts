/**
 * A time typed as a clock shows it, in seconds: `1:05`, `1:05.5`, `1:02:03.250`, or plain
 * seconds (`65.5`). Null for anything else, so a form can say what it wants. Minutes and
 * seconds after the first part must be below 60, as on a clock.
 */
export function parseClock(text: string): number | null {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((part) => !/^\d+(?:\.\d+)?$/.test(part))) return null;
  const numbers = parts.map(Number);
  // Only the last part may have a fraction; every part after the first is below 60.
  if (parts.slice(0, -1).some((part) => part.includes('.'))) return null;
  if (numbers.slice(1).some((n) => n >= 60)) return null;
  return numbers.reduce((total, n) => total * 60 + n, 0);
}
