/**
 * Planted client data for the screening bench: values that pass the detectors' own checks
 * (Luhn for cards, the ABA checksum for routing numbers, a plausible SSN), drawn from a seeded
 * generator so every run shows the same screens.
 */

/** A small deterministic generator (mulberry32): the same seed, the same corpus. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

const digit = (random: Random) => Math.floor(random() * 10);
const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => digit(random)).join('');

export function ssn(random: Random): string {
  const area = between(random, 101, 665);
  const group = between(random, 10, 99);
  const serial = between(random, 1000, 9999);
  return `${area}-${group}-${serial}`;
}

/** A 16-digit Visa-like number with its Luhn check digit, grouped in fours. */
export function cardNumber(random: Random): string {
  const body = `4${digits(random, 14)}`;
  let sum = 0;
  // Doubling runs from the digit left of the check digit.
  for (let i = 0; i < body.length; i++) {
    let n = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  const full = `${body}${(10 - (sum % 10)) % 10}`;
  return full.match(/\d{4}/g)?.join(' ') ?? full;
}

/** Nine digits with a Federal Reserve prefix and the ABA checksum (3, 7, 1 weights). */
export function routingNumber(random: Random): string {
  const prefix = String(between(random, 1, 12)).padStart(2, '0');
  const first = `${prefix}${digits(random, 6)}`;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(first[i]), 0);
  return `${first}${(10 - (sum % 10)) % 10}`;
}

/** 10 to 12 digits, as brokerage and bank accounts are shown. */
export function accountNumber(random: Random): string {
  return `${between(random, 1, 9)}${digits(random, between(random, 9, 11))}`;
}
