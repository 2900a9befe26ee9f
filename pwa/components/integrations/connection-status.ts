import type { ConnectionView } from '../../../shared/api/integrations.ts';
import { relativeTime } from '../../../shared/format/times.ts';

export type StatusTone = 'neutral' | 'good' | 'bad';

/** A connection's state in words: the badge, and the line under the CRM's name. */
export interface ConnectionSummary {
  badge: string;
  tone: StatusTone;
  detail: string;
}

export function connectionSummary(connection: ConnectionView, now = new Date()): ConnectionSummary {
  const since = (iso: string | null) => (iso ? relativeTime(iso, now) : '');
  switch (connection.status) {
    case 'not_connected':
      return {
        badge: 'Not connected',
        tone: 'neutral',
        detail: 'Notes about your videos are not sent to this CRM.',
      };
    case 'connected': {
      const checked = connection.lastCheckedAt
        ? `last reached ${since(connection.lastCheckedAt)}`
        : 'not tested yet';
      return {
        badge: 'Connected',
        tone: 'good',
        detail: `Connected ${since(connection.connectedAt)}, ${checked}.`,
      };
    }
    case 'broken':
      return {
        badge: 'Needs attention',
        tone: 'bad',
        detail:
          connection.brokenReason ??
          'The CRM refused the saved credentials. Enter new ones to reconnect.',
      };
  }
}
