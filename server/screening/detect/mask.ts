/**
 * A number as a finding keeps it: every digit but the last `keep` becomes `*`, separators
 * stay, so `123-45-1120` is `***-**-1120`. The full value is never stored.
 */
export function maskDigits(text: string, keep = 4): string {
  let digitsLeft = text.replace(/\D/g, '').length;
  return text.replace(/\d/g, (digit) => (digitsLeft-- > keep ? '*' : digit));
}

/** An address as a finding keeps it: its first character and its domain, `j***@example.com`. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
