/**
 * A US bank routing number (ABA transit number): nine digits whose first two name a Federal
 * Reserve district (00-12, thrift 21-32, electronic 61-72, traveller's cheques 80), and whose
 * weighted sum 3-7-1 over the digits ends in 0.
 */
export function isRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const prefix = Number(digits.slice(0, 2));
  const knownPrefix =
    prefix <= 12 ||
    (prefix >= 21 && prefix <= 32) ||
    (prefix >= 61 && prefix <= 72) ||
    prefix === 80;
  if (!knownPrefix) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 10 === 0;
}
