import type { ComplianceQueueFilter } from '../../../shared/api/compliance.ts';

/** '23 Nov 2026, 14:05' in the reader's locale. */
export const dateTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** The /compliance screen's search parameters (validated in pwa/router.tsx). */
export interface ComplianceSearch {
  filter?: ComplianceQueueFilter | undefined;
  video?: string | undefined;
}
