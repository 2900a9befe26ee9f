/**
 * Whether nine digits can be a Social Security number: the Social Security Administration
 * never issues area 000, 666 or 900-999, group 00 or serial 0000.
 */
export function isPlausibleSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = Number(digits.slice(0, 3));
  const group = Number(digits.slice(3, 5));
  const serial = Number(digits.slice(5));
  return area !== 0 && area !== 666 && area < 900 && group !== 0 && serial !== 0;
}
