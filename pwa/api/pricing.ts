import type { PlanId } from '../../shared/constants/plans.ts';
import { apiPost } from './client.ts';

export const recordPricingView = () => apiPost<undefined>('/api/pricing/view');
export const recordPlanSelected = (planId: PlanId) =>
  apiPost<undefined>('/api/pricing/select', { planId });
export const recordNavigateSignup = (planId: PlanId) =>
  apiPost<undefined>('/api/pricing/navigate-signup', { planId });
