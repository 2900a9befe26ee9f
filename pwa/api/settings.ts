import type { SettingsResponse } from '../../shared/api/settings.ts';
import type {
  BrandingInput,
  ComplianceInput,
  ContactInput,
  NotificationsInput,
} from '../../shared/schemas/settings.ts';
import type { EmailChangeCodeInput, EmailChangeInput } from '../../shared/schemas/accounts.ts';
import { apiGet, apiRequest } from './client.ts';

export const fetchSettings = () => apiGet<SettingsResponse>('/api/settings');
export const saveContact = (input: ContactInput) =>
  apiRequest<SettingsResponse>('PATCH', '/api/settings/contact', input);
export const saveCompliance = (input: ComplianceInput) =>
  apiRequest<SettingsResponse>('PATCH', '/api/settings/compliance', input);
export const saveBranding = (input: BrandingInput) =>
  apiRequest<SettingsResponse>('PATCH', '/api/settings/branding', input);
export const saveNotifications = (input: NotificationsInput) =>
  apiRequest<SettingsResponse>('PATCH', '/api/settings/notifications', input);
export const requestEmailChange = (input: EmailChangeInput) =>
  apiRequest<SettingsResponse>('POST', '/api/settings/email-change', input);
export const confirmEmailChange = (input: EmailChangeCodeInput) =>
  apiRequest<SettingsResponse>('POST', '/api/settings/email-change/confirm', input);
export const cancelEmailChange = () =>
  apiRequest<SettingsResponse>('DELETE', '/api/settings/email-change');
