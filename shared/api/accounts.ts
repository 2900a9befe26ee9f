/** The signed-in advisor as the API shows them (never the password hash). */
export interface AdvisorView {
  id: string;
  advisorName: string;
  companyName: string;
  email: string;
}

export interface MeResponse {
  advisor: AdvisorView | null;
}

export const BILLING_PLAN_PATH = '/api/billing/plan';

/** GET /api/billing/plan: the plan chosen at sign-up, as Billing shows it. */
export interface BillingPlanView {
  planId: string;
  planName: string;
  /** Whole US dollars a month, as the plan is priced; nothing is charged during the beta. */
  monthlyPrice: number;
  since: string;
}
