import {
  integrationsPaths as paths,
  type ConnectionResponse,
  type ConnectionTestResponse,
  type ContactSearchResponse,
  type CreatedWebhookResponse,
  type CrmProvider,
  type IntegrationsResponse,
  type VideoCrmResponse,
  type WebhookDeliveriesResponse,
  type WebhooksResponse,
} from '../../shared/api/integrations.ts';
import type {
  ConnectCrmInput,
  CreateWebhookOutput,
  VideoCrmLinkOutput,
} from '../../shared/schemas/integrations.ts';
import { apiGet, apiPatch, apiPost, apiRequest } from './client.ts';

export const fetchIntegrations = () => apiGet<IntegrationsResponse>(paths.overview);
export const connectCrm = <P extends CrmProvider>(provider: P, input: ConnectCrmInput<P>) =>
  apiRequest<ConnectionResponse>('PUT', paths.connection(provider), input);
export const testConnection = (provider: CrmProvider) =>
  apiPost<ConnectionTestResponse>(paths.testConnection(provider));
export const disconnectCrm = (provider: CrmProvider) =>
  apiRequest<undefined>('DELETE', paths.connection(provider));
export const searchContacts = (provider: CrmProvider, q: string) =>
  apiGet<ContactSearchResponse>(paths.contacts(provider, q));

export const fetchVideoCrm = (videoId: string) => apiGet<VideoCrmResponse>(paths.videoCrm(videoId));
export const linkVideoContact = (videoId: string, contact: VideoCrmLinkOutput['contact']) =>
  apiPatch<VideoCrmResponse>(paths.videoCrm(videoId), { contact });

export const fetchWebhooks = () => apiGet<WebhooksResponse>(paths.webhooks);
export const createWebhook = (input: CreateWebhookOutput) =>
  apiPost<CreatedWebhookResponse>(paths.webhooks, input);
export const deleteWebhook = (id: string) => apiRequest<undefined>('DELETE', paths.webhook(id));
export const fetchWebhookDeliveries = (id: string) =>
  apiGet<WebhookDeliveriesResponse>(paths.webhookDeliveries(id));
