const BILLING_PERIOD_DAYS = 30;

/**
 * The date a subscription renews, counted in calendar days so a daylight-saving change between
 * today and then cannot shift the result onto the neighbouring day.
 */
export function nextBillingDate(today: Date): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + BILLING_PERIOD_DAYS);
}
