import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConnectionView,
  CrmProvider,
  IntegrationsResponse,
  VideoCrmResponse,
  WebhooksResponse,
} from '../../../shared/api/integrations.ts';
import {
  connectCrm,
  createWebhook,
  deleteWebhook,
  disconnectCrm,
  fetchIntegrations,
  fetchVideoCrm,
  fetchWebhookDeliveries,
  fetchWebhooks,
  linkVideoContact,
  searchContacts,
  testConnection,
} from '../../api/integrations.ts';
import type { ConnectCrmInput } from '../../../shared/schemas/integrations.ts';
import type { ChosenContact } from './crm-contacts.ts';
import { queryKeys } from '../../api/query-keys.ts';

const integrationKeys = queryKeys.integrations;

/** How often lists with deliveries still pending ask again. */
const PENDING_REFRESH_MS = 5_000;

/** GET /api/integrations, fetched afresh on each screen that shows it. */
export function useIntegrations() {
  return useQuery({
    queryKey: integrationKeys.overview,
    queryFn: fetchIntegrations,
    refetchOnMount: 'always',
  });
}

/** Every answer about one connection replaces that connection in the cached overview. */
function useStoreConnection() {
  const queryClient = useQueryClient();
  return (connection: ConnectionView) => {
    queryClient.setQueryData<IntegrationsResponse>(integrationKeys.overview, (old) =>
      old
        ? {
            ...old,
            connections: old.connections.map((c) =>
              c.provider === connection.provider ? connection : c,
            ),
          }
        : old,
    );
  };
}

export function useConnectCrm(provider: CrmProvider) {
  const store = useStoreConnection();
  return useMutation({
    mutationFn: (input: ConnectCrmInput<CrmProvider>) => connectCrm(provider, input),
    onSuccess: ({ connection }) => store(connection),
  });
}

export function useTestConnection(provider: CrmProvider) {
  const store = useStoreConnection();
  return useMutation({
    mutationFn: () => testConnection(provider),
    onSuccess: ({ connection }) => store(connection),
  });
}

export function useDisconnectCrm(provider: CrmProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectCrm(provider),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.overview }),
  });
}

/** The CRM's contacts matching `q`; nothing is asked while `q` is null. */
export function useContactSearch(provider: CrmProvider | null, q: string | null) {
  return useQuery({
    queryKey: integrationKeys.contacts(provider ?? 'redtail', q ?? ''),
    queryFn: () => searchContacts(provider as CrmProvider, q as string),
    enabled: provider !== null && q !== null,
    // The CRM's book changes: a search is good for a minute, not for the whole session.
    staleTime: 60_000,
  });
}

/** A video's linked contact and its notes, asked again while a note is still pending. */
export function useVideoCrm(videoId: string) {
  return useQuery({
    queryKey: queryKeys.video.crm(videoId),
    queryFn: () => fetchVideoCrm(videoId),
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      query.state.data?.notes.some((note) => note.state === 'pending') ? PENDING_REFRESH_MS : false,
  });
}

export function useLinkVideoContact(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: ChosenContact | null) => linkVideoContact(videoId, contact),
    onSuccess: (response: VideoCrmResponse) =>
      queryClient.setQueryData(queryKeys.video.crm(videoId), response),
  });
}

export function useWebhooks() {
  return useQuery({
    queryKey: integrationKeys.webhooks,
    queryFn: fetchWebhooks,
    refetchOnMount: 'always',
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: ({ webhook }) =>
      queryClient.setQueryData<WebhooksResponse>(integrationKeys.webhooks, (old) => ({
        webhooks: [webhook, ...(old?.webhooks ?? []).filter((w) => w.id !== webhook.id)],
      })),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_: undefined, id: string) =>
      queryClient.setQueryData<WebhooksResponse>(integrationKeys.webhooks, (old) =>
        old ? { webhooks: old.webhooks.filter((w) => w.id !== id) } : old,
      ),
  });
}

/** An endpoint's latest deliveries, while its list is open; asked again while one is pending. */
export function useWebhookDeliveries(id: string, open: boolean) {
  return useQuery({
    queryKey: integrationKeys.deliveries(id),
    queryFn: () => fetchWebhookDeliveries(id),
    enabled: open,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.state === 'pending') ? PENDING_REFRESH_MS : false,
  });
}
