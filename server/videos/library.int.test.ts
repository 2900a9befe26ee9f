import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideosPage, VideosSummary } from '../../shared/api/videos.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildVideo } from '../test/videos.ts';

let server: TestServer;
let ana: SignedInAdvisor;
const bytes = Buffer.from('a recording');

beforeAll(async () => {
  server = await startTestServer();
  ana = await buildAdvisor(server);
  // Twelve videos a minute apart, oldest first; a few with words to find, one of each status.
  const titles = [
    'Roth conversion walkthrough',
    'Quarterly review: Q1',
    'Quarterly review: Q2',
    'Estate plan basics',
    'Tax-loss harvesting (100% explained)',
    'Quarterly review: Q3',
    'Beneficiary update',
    'Required minimum distributions',
    'College savings 529',
    'Quarterly review: Q4',
    'Market update_November',
    'Insurance check-up',
  ];
  for (const [i, title] of titles.entries()) {
    const video = await buildVideo(server, ana, bytes, {
      title,
      description: i === 3 ? 'Trusts, wills and your ROTH accounts' : 'For the family',
    });
    const status = ['uploading', 'uploaded', 'processing', 'ready', 'failed'][i % 5] ?? 'ready';
    const createdAt = new Date(Date.UTC(2026, 9, 1 + i, 12)).toISOString();
    await server.deps.db
      .updateTable('videos')
      .set({ status, createdAt })
      .where('id', '=', video.id)
      .execute();
  }
  await buildVideo(server, await buildAdvisor(server), bytes, { title: 'Quarterly review: other' });
});
afterAll(() => server.close());

async function library(query = ''): Promise<VideosPage> {
  const response = await server.fetch(`/api/videos${query}`, { headers: { Cookie: ana.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as VideosPage;
}
const titlesOf = (page: VideosPage) => page.videos.map((v) => v.title);

describe('the library', () => {
  it('lists the advisor’s own videos, newest first, a page at a time', async () => {
    const first = await library('?limit=5');
    expect(first.total).toBe(12);
    expect(titlesOf(first)).toEqual([
      'Insurance check-up',
      'Market update_November',
      'Quarterly review: Q4',
      'College savings 529',
      'Required minimum distributions',
    ]);
    const second = await library(`?limit=5&cursor=${first.nextCursor}`);
    const third = await library(`?limit=5&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    const all = [...titlesOf(first), ...titlesOf(second), ...titlesOf(third)];
    expect(all).toHaveLength(12);
    expect(new Set(all).size).toBe(12);
    expect(all.at(-1)).toBe('Roth conversion walkthrough');
  });

  it('finds words in titles and descriptions, whatever their case', async () => {
    const found = await library('?q=ROTH');
    expect(titlesOf(found)).toEqual(['Estate plan basics', 'Roth conversion walkthrough']);
    expect(found.total).toBe(2);
    expect(titlesOf(await library('?q=quarterly%20review'))).toHaveLength(4);
    expect((await library('?q=nothing%20like%20this')).total).toBe(0);
  });

  it('takes % and _ in a search as letters, not wildcards', async () => {
    expect(titlesOf(await library('?q=100%25'))).toEqual(['Tax-loss harvesting (100% explained)']);
    expect(titlesOf(await library('?q=update_'))).toEqual(['Market update_November']);
    expect((await library('?q=_')).total).toBe(1);
  });

  it('finds a video by its new title once renamed, and takes quotes as letters', async () => {
    const bea = await buildAdvisor(server);
    const video = await buildVideo(server, bea, bytes, { title: 'Draft title' });
    const search = async (q: string) => {
      const response = await server.fetch(`/api/videos?q=${encodeURIComponent(q)}`, {
        headers: { Cookie: bea.cookie },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as VideosPage).videos.map((v) => v.title);
    };
    await server.send(
      'PATCH',
      `/api/videos/${video.id}`,
      { title: 'The "Smith" family trust' },
      {
        Cookie: bea.cookie,
      },
    );
    expect(await search('draft')).toEqual([]);
    expect(await search('"smith"')).toEqual(['The "Smith" family trust']);
    expect(await search('family tr')).toEqual(['The "Smith" family trust']);
    expect(await search('" OR 1')).toEqual([]);
    expect(await search('mi')).toEqual(['The "Smith" family trust']);
  });

  it('filters by status, counting a video being converted as processing', async () => {
    const processing = await library('?status=processing');
    expect(processing.videos.map((v) => v.status).sort()).toEqual([
      'processing',
      'processing',
      'uploaded',
      'uploaded',
      'uploaded',
    ]);
    expect((await library('?status=failed')).total).toBe(2);
    expect((await library('?status=all')).total).toBe(12);
  });

  it('filters by the day each was recorded, both ends included', async () => {
    const week = await library('?from=2026-10-03&to=2026-10-05');
    expect(titlesOf(week)).toEqual([
      'Tax-loss harvesting (100% explained)',
      'Estate plan basics',
      'Quarterly review: Q2',
    ]);
    expect(titlesOf(await library('?from=2026-10-03&to=2026-10-05&q=quarterly'))).toEqual([
      'Quarterly review: Q2',
    ]);
  });

  it.each([
    ['a cursor it did not give', '?cursor=bm90LWEtY3Vyc29y'],
    ['a cursor of the wrong shape', '?cursor=..'],
    ['a limit of zero', '?limit=0'],
    ['a limit over 100', '?limit=101'],
    ['an unknown status', '?status=archived'],
    ['a date that is not one', '?from=2026-02-31x'],
    ['a range that ends before it starts', '?from=2026-10-05&to=2026-10-01'],
    ['an unknown filter', '?owner=everyone'],
    ['a search of 201 characters', `?q=${'a'.repeat(201)}`],
  ])('refuses %s with a 400 saying what is wrong', async (_, query) => {
    const response = await server.fetch(`/api/videos${query}`, { headers: { Cookie: ana.cookie } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).not.toBe('');
  });

  it('keeps its totals as videos are added, change status and are deleted', async () => {
    const cal = await buildAdvisor(server);
    const listOf = async (query: string) => {
      const response = await server.fetch(`/api/videos${query}`, {
        headers: { Cookie: cal.cookie },
      });
      return (await response.json()) as VideosPage;
    };
    // limit=1, so the total is counted rather than read off a page that holds every match.
    const totals = async () => ({
      all: (await listOf('?limit=1')).total,
      ready: (await listOf('?limit=1&status=ready')).total,
      failed: (await listOf('?limit=1&status=failed')).total,
    });
    const videos = [];
    for (let i = 0; i < 4; i += 1) videos.push(await buildVideo(server, cal, bytes));
    const setStatus = (id: string, status: string) =>
      server.deps.db.updateTable('videos').set({ status }).where('id', '=', id).execute();
    for (const video of videos) await setStatus(video.id, 'ready');
    await setStatus(videos[0]?.id ?? '', 'failed');
    // A write that leaves the status as it was changes no count.
    await setStatus(videos[1]?.id ?? '', 'ready');
    expect(await totals()).toEqual({ all: 4, ready: 3, failed: 1 });

    // Deleted as the repository does (the API refuses to delete a video already sent).
    await server.deps.db
      .deleteFrom('videos')
      .where('id', '=', videos[2]?.id ?? '')
      .execute();
    expect(await totals()).toEqual({ all: 3, ready: 2, failed: 1 });
    // Another advisor's library is counted apart.
    expect((await library('?limit=1')).total).toBe(12);
  });

  it('needs a session', async () => {
    expect((await server.fetch('/api/videos')).status).toBe(401);
    expect((await server.fetch('/api/videos/summary')).status).toBe(401);
  });
});

describe('the dashboard’s figures', () => {
  it('counts videos, views and the responses the advisor has not read', async () => {
    const bea = await buildAdvisor(server);
    const { link, video } = await buildSharedVideo(server, { advisor: bea });
    await buildSharedVideo(server, { advisor: bea });
    const client = new ShareVisitor(server);
    await client.accept(link);
    await client.event(link, 'VIDEO_PLAYED');
    for (const type of ['heart', 'clap']) {
      await client.post(`/api/share/${link}/compliments`, { sessionId: client.sessionId, type });
    }
    await client.post(`/api/share/${link}/compliments`, {
      sessionId: client.sessionId,
      type: 'custom',
      message: 'Could we talk on Friday?',
    });
    const summary = async () =>
      (await (
        await server.fetch('/api/videos/summary', { headers: { Cookie: bea.cookie } })
      ).json()) as VideosSummary;
    expect(await summary()).toEqual({ totalVideos: 2, totalViews: 1, unreadResponses: 3 });
    const [listed] = (
      (await (
        await server.fetch('/api/videos?limit=2', { headers: { Cookie: bea.cookie } })
      ).json()) as VideosPage
    ).videos.filter((v) => v.id === video.id);
    // Two compliments and one comment: counted apart, both unread.
    expect(listed).toMatchObject({
      viewCount: 1,
      commentCount: 1,
      complimentCount: 2,
      unreadCount: 3,
    });

    await server.fetch(`/api/videos/${video.id}/activity`, { headers: { Cookie: bea.cookie } });
    expect((await summary()).unreadResponses).toBe(0);
  });
});
