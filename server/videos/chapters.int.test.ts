import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAPTERS_MAX } from '../../shared/constants/limits.ts';
import type { Chapter, VideoView } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const CHAPTERS: Chapter[] = [
  { title: 'Where we stand', startSeconds: 0 },
  { title: 'The bond ladder', startSeconds: 42.5 },
  { title: 'Next steps', startSeconds: 95 },
];

describe('a video’s chapters', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const put = (advisor: SignedInAdvisor, id: string, body: unknown) =>
    server.send('PUT', `/api/videos/${id}/chapters`, body, { Cookie: advisor.cookie });
  const read = async (advisor: SignedInAdvisor, id: string) =>
    (
      (await (
        await server.fetch(`/api/videos/${id}`, { headers: { Cookie: advisor.cookie } })
      ).json()) as { video: VideoView }
    ).video;
  const twoMinutes = () => buildSharedVideo(server, { overrides: { durationSeconds: 120 } });

  it('are saved whole, shown to the advisor and audited; an empty list removes them', async () => {
    const { advisor, video } = await twoMinutes();
    expect(video.chapters).toEqual([]);
    const saved = await put(advisor, video.id, {
      chapters: CHAPTERS.map((c) => ({ ...c, title: `  ${c.title} ` })),
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { video: VideoView }).video.chapters).toEqual(CHAPTERS);
    expect((await read(advisor, video.id)).chapters).toEqual(CHAPTERS);
    const entry = (await findAuditEntries(server.deps.db, video.id)).at(-1);
    expect(entry?.action).toBe('video.chapters_changed');
    expect(JSON.parse(entry?.payload ?? '{}')).toEqual({ chapters: CHAPTERS });

    expect((await put(advisor, video.id, { chapters: [CHAPTERS[1]] })).status).toBe(200);
    expect((await read(advisor, video.id)).chapters).toEqual([CHAPTERS[1]]);
    expect((await put(advisor, video.id, { chapters: [] })).status).toBe(200);
    expect((await read(advisor, video.id)).chapters).toEqual([]);
  });

  it('refuses a bad list with 400 and a message, and keeps the chapters it had', async () => {
    const { advisor, video } = await twoMinutes();
    await put(advisor, video.id, { chapters: CHAPTERS });
    const bad: [unknown, RegExp][] = [
      [{ chapters: [{ title: '  ', startSeconds: 1 }] }, /title/],
      [{ chapters: [{ title: 'x'.repeat(101), startSeconds: 1 }] }, /at most 100/],
      [{ chapters: [{ title: 'a\nb', startSeconds: 1 }] }, /./],
      [{ chapters: [{ title: 'Late', startSeconds: 120 }] }, /after the video ends/],
      [{ chapters: [{ title: 'Before', startSeconds: -1 }] }, /before the video/],
      [{ chapters: [{ title: 'Text', startSeconds: '5' }] }, /number of seconds/],
      [
        {
          chapters: [
            { title: 'B', startSeconds: 50 },
            { title: 'A', startSeconds: 10 },
          ],
        },
        /in order/,
      ],
      [
        {
          chapters: [
            { title: 'A', startSeconds: 10 },
            { title: 'B', startSeconds: 10 },
          ],
        },
        /same time/,
      ],
      [
        {
          chapters: Array.from({ length: CHAPTERS_MAX + 1 }, (_, i) => ({
            title: `Part ${i}`,
            startSeconds: i,
          })),
        },
        /at most 50 chapters/,
      ],
      [{ chapters: [{ title: 'A', startSeconds: 1, color: 'red' }] }, /only a title/],
      [{ chapters: 'none' }, /list/],
      [{}, /./],
    ];
    for (const [body, message] of bad) {
      const response = await put(advisor, video.id, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(message);
    }
    expect((await read(advisor, video.id)).chapters).toEqual(CHAPTERS);
  });

  it('are another advisor’s to see or change: never (404)', async () => {
    const { advisor, video } = await twoMinutes();
    await put(advisor, video.id, { chapters: CHAPTERS });
    const stranger = await buildAdvisor(server);
    expect((await put(stranger, video.id, { chapters: [] })).status).toBe(404);
    expect((await read(advisor, video.id)).chapters).toEqual(CHAPTERS);
  });

  it('reach the share page only past its gate (terms, then the password)', async () => {
    const { advisor, video, link } = await buildSharedVideo(server, {
      overrides: { durationSeconds: 120, password: 'tulip-42-meadow' },
    });
    await put(advisor, video.id, { chapters: CHAPTERS });
    const client = new ShareVisitor(server);
    expect((await client.share(link)).video.chapters).toEqual([]);
    await client.accept(link);
    expect((await client.share(link)).video.chapters).toEqual([]);
    expect(await (await client.get(`/share/${link}`)).text()).not.toContain('The bond ladder');
    await client.verify(link, 'tulip-42-meadow');
    expect((await client.share(link)).video.chapters).toEqual(CHAPTERS);
  });
});
