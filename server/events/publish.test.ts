import { describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { systemClock } from '../clock.ts';
import { publishEvent, type EventSubscribers } from './publish.ts';

/** Never queried: the subscribers here only record what they were handed. */
const trx = {} as Db;

function recordingSubscribers(heard: string[]): EventSubscribers {
  const none = [] as const;
  return {
    'advisor.signed_up': none,
    'video.created': none,
    'video.approved': none,
    'video.first_viewed': [
      async (given, _clock, { videoId }) => {
        heard.push(`email ${videoId} ${given === trx}`);
      },
      async (_trx, _clock, { videoId }) => {
        heard.push(`crm ${videoId}`);
      },
    ],
    'video.completed': [
      async () => {
        throw new Error('the CRM note could not be queued');
      },
      async () => {
        heard.push('never');
      },
    ],
    'video.commented': none,
  };
}

const payload = {
  videoId: 'v1',
  occurredAt: '2026-01-01T00:00:00.000Z',
  siteUrl: 'http://x',
  shareLink: 'AAAAAAAAAAAAAAAAAAAAAA',
};

describe('publishEvent', () => {
  it('runs the subscribers of that event only, in order, in the given transaction', async () => {
    const heard: string[] = [];
    const deps = { clock: systemClock, eventSubscribers: recordingSubscribers(heard) };
    await publishEvent(trx, deps, { name: 'video.first_viewed', payload });
    await publishEvent(trx, deps, {
      name: 'video.created',
      payload: {
        videoId: 'v1',
        createdAt: payload.occurredAt,
        siteUrl: payload.siteUrl,
        shareLink: payload.shareLink,
      },
    });
    expect(heard).toEqual(['email v1 true', 'crm v1']);
  });

  it('stops at a subscriber that fails and passes its error on, for the transaction to roll back', async () => {
    const heard: string[] = [];
    const deps = { clock: systemClock, eventSubscribers: recordingSubscribers(heard) };
    await expect(publishEvent(trx, deps, { name: 'video.completed', payload })).rejects.toThrow(
      'the CRM note could not be queued',
    );
    expect(heard).toEqual([]);
  });
});
