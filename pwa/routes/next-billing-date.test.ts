import { describe, expect, it } from 'vitest';
import { nextBillingDate } from './next-billing-date.ts';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

describe('nextBillingDate', () => {
  it('is 30 days later within the same month', () => {
    expect(nextBillingDate(day(2026, 1, 1))).toEqual(day(2026, 1, 31));
  });

  it('crosses a month boundary', () => {
    expect(nextBillingDate(day(2026, 11, 22))).toEqual(day(2026, 12, 22));
    expect(nextBillingDate(day(2026, 4, 30))).toEqual(day(2026, 5, 30));
    expect(nextBillingDate(day(2026, 1, 31))).toEqual(day(2026, 3, 2));
  });

  it('crosses a year boundary', () => {
    expect(nextBillingDate(day(2026, 12, 15))).toEqual(day(2027, 1, 14));
  });

  it('counts 29 February in a leap year', () => {
    expect(nextBillingDate(day(2028, 2, 1))).toEqual(day(2028, 3, 2));
    expect(nextBillingDate(day(2028, 2, 15))).toEqual(day(2028, 3, 16));
    expect(nextBillingDate(day(2028, 2, 29))).toEqual(day(2028, 3, 30));
  });

  it('has no 29 February in a common year', () => {
    expect(nextBillingDate(day(2027, 2, 1))).toEqual(day(2027, 3, 3));
  });

  it('lands on the right day across a daylight-saving change, whatever the time of day', () => {
    const lateEvening = new Date(2026, 2, 1, 23, 30);
    expect(nextBillingDate(lateEvening)).toEqual(day(2026, 3, 31));
    const earlyMorning = new Date(2026, 9, 20, 0, 15);
    expect(nextBillingDate(earlyMorning)).toEqual(day(2026, 11, 19));
  });

  it('leaves the given date unchanged', () => {
    const today = day(2026, 6, 10);
    nextBillingDate(today);
    expect(today).toEqual(day(2026, 6, 10));
  });
});
