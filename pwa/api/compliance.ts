import {
  compliancePaths,
  type ComplianceAccess,
  type ComplianceQueueFilter,
  type ComplianceVideoResponse,
  type DownloadPolicy,
  type FirmSettingsView,
  type QueuePage,
} from '../../shared/api/compliance.ts';
import type {
  ApprovalDecisionInput,
  FirmSettingsInput,
  ScreeningPolicyInput,
} from '../../shared/schemas/compliance.ts';
import { apiGet, apiPost, apiRequest } from './client.ts';

export const fetchComplianceAccess = () => apiGet<ComplianceAccess>(compliancePaths.access);

/** One page of the review queue, newest first. */
export function fetchQueue(filter: ComplianceQueueFilter, cursor?: string) {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('filter', filter);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return apiGet<QueuePage>(`${compliancePaths.videos}${search ? `?${search}` : ''}`);
}

export const fetchComplianceVideo = (id: string) =>
  apiGet<ComplianceVideoResponse>(compliancePaths.video(encodeURIComponent(id)));
export const reviewVideo = (id: string, note: string) =>
  apiPost<ComplianceVideoResponse>(compliancePaths.review(encodeURIComponent(id)), { note });
export const decideApproval = (id: string, input: ApprovalDecisionInput) =>
  apiPost<ComplianceVideoResponse>(compliancePaths.approval(encodeURIComponent(id)), input);
export const fetchFirmSettings = () => apiGet<FirmSettingsView>(compliancePaths.settings);
export const saveFirmSettings = (input: FirmSettingsInput) =>
  apiRequest<FirmSettingsView>('PUT', compliancePaths.settings, input);
export const fetchDownloadPolicy = () => apiGet<DownloadPolicy>(compliancePaths.downloadPolicy);
export const saveScreeningPolicy = (input: ScreeningPolicyInput) =>
  apiRequest<FirmSettingsView>('PUT', compliancePaths.screeningPolicy, input);
