import { describe, expect, it } from 'vitest';
import type { ConnectionView } from '../../../shared/api/integrations.ts';
import { connectionSummary } from './connection-status.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const base: ConnectionView = {
  provider: 'wealthbox',
  label: 'Wealthbox',
  status: 'not_connected',
  hints: {},
  connectedAt: null,
  brokenReason: null,
  lastCheckedAt: null,
};

describe('connectionSummary', () => {
  it('says plainly that nothing is sent without a connection', () => {
    expect(connectionSummary(base, NOW)).toEqual({
      badge: 'Not connected',
      tone: 'neutral',
      detail: 'Notes about your videos are not sent to this CRM.',
    });
  });

  it('tells when a connection was made and last reached the CRM', () => {
    const connected = {
      ...base,
      status: 'connected' as const,
      connectedAt: '2026-11-20T12:00:00Z',
      lastCheckedAt: '2026-11-23T11:00:00Z',
    };
    expect(connectionSummary(connected, NOW)).toMatchObject({
      badge: 'Connected',
      tone: 'good',
      detail: 'Connected 3 days ago, last reached 1 hour ago.',
    });
    expect(connectionSummary({ ...connected, lastCheckedAt: null }, NOW).detail).toBe(
      'Connected 3 days ago, not tested yet.',
    );
  });

  it('gives the server’s reason for a broken connection, or a way to mend it', () => {
    const broken = {
      ...base,
      status: 'broken' as const,
      brokenReason: 'Wealthbox refused the token (401).',
    };
    expect(connectionSummary(broken, NOW)).toEqual({
      badge: 'Needs attention',
      tone: 'bad',
      detail: 'Wealthbox refused the token (401).',
    });
    expect(connectionSummary({ ...broken, brokenReason: null }, NOW).detail).toMatch(/reconnect/);
  });
});
