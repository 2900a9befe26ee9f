/**
 * The Luhn check every payment card number carries in its last digit: from the right, every
 * second digit is doubled (less 9 when over 9) and the sum must end in 0.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card numbers are 13 to 19 digits (ISO/IEC 7812) and pass the Luhn check. */
export const isCardNumber = (digits: string) =>
  digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
