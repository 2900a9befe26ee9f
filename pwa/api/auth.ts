import {
  BILLING_PLAN_PATH,
  type AdvisorView,
  type BillingPlanView,
  type MeResponse,
} from '../../shared/api/accounts.ts';
import type {
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordByLinkInput,
  ResetPasswordInput,
  SignupInput,
} from '../../shared/schemas/accounts.ts';
import type { PlanId } from '../../shared/constants/plans.ts';
import { apiGet, apiPost, apiRequest } from './client.ts';

export const fetchMe = () => apiGet<MeResponse>('/api/auth/me');
export const signup = (input: SignupInput) =>
  apiPost<{ success: true; advisor: AdvisorView }>('/api/signup', input);
export const login = (input: LoginInput) =>
  apiPost<{ advisor: AdvisorView }>('/api/auth/login', input);
export const logout = () => apiPost<undefined>('/api/auth/logout');
export const requestResetCode = (input: ForgotPasswordInput) =>
  apiPost<undefined>('/api/auth/forgot-password', input);
export const resetPassword = (input: ResetPasswordInput) =>
  apiPost<undefined>('/api/auth/reset-password', input);
export const resetPasswordByLink = (input: ResetPasswordByLinkInput) =>
  apiPost<undefined>('/api/auth/reset-password/link', input);
export const fetchBillingPlan = () => apiGet<BillingPlanView>(BILLING_PLAN_PATH);
export const chooseBillingPlan = (planId: PlanId) =>
  apiRequest<BillingPlanView>('PUT', BILLING_PLAN_PATH, { planId });
