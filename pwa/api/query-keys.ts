import type { ComplianceQueueFilter } from '../../shared/api/compliance.ts';
import type { CrmProvider } from '../../shared/api/integrations.ts';

/**
 * Every query key the app caches under, in one place: an invalidation reaches a query only when
 * both spell its key the same way. Keys nest, so invalidating a prefix refreshes everything
 * under it: `videos.all` reaches the library, the dashboard's list and its summary.
 */
export const queryKeys = {
  aiStatus: (advisorId: string | undefined) => ['ai-status', advisorId] as const,
  billingPlan: ['billing-plan'] as const,
  firm: ['firm'] as const,
  settings: ['settings'] as const,
  /** Lists of videos: the library, the dashboard's recent list and its summary. */
  videos: {
    all: ['videos'] as const,
    library: (query: unknown) => ['videos', 'library', query] as const,
    recent: (limit: number) => ['videos', 'recent', limit] as const,
    summary: ['videos', 'summary'] as const,
  },
  /** One video's page; what hangs off it sits under its key, so refreshing the page reaches it. */
  video: {
    one: (id: string) => ['video', id] as const,
    activity: (id: string) => ['video', id, 'activity'] as const,
    captions: (id: string) => ['video', id, 'captions'] as const,
    crm: (id: string) => ['video', id, 'crm'] as const,
    findings: (id: string) => ['video', id, 'findings'] as const,
    suggestions: (id: string) => ['video', id, 'suggestions'] as const,
  },
  compliance: {
    access: (advisorId: string | undefined) => ['compliance', 'access', advisorId] as const,
    queueAll: ['compliance', 'queue'] as const,
    queue: (filter: ComplianceQueueFilter) => ['compliance', 'queue', filter] as const,
    video: (id: string) => ['compliance', 'video', id] as const,
    settings: ['compliance', 'settings'] as const,
    downloadPolicy: ['compliance', 'download-policy'] as const,
  },
  integrations: {
    overview: ['integrations'] as const,
    contacts: (provider: CrmProvider, q: string) =>
      ['integrations', 'contacts', provider, q] as const,
    webhooks: ['integrations', 'webhooks'] as const,
    deliveries: (id: string) => ['integrations', 'webhooks', id, 'deliveries'] as const,
  },
};
