import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFrom } from '../test/client-address.ts';
import { buildAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { testWebm } from '../test/test-webm.ts';
import { buildVideo } from '../test/videos.ts';

// tus extensions the server does not offer are a client's mistake: a 4xx, never a 5xx, and
// no upload is made.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

const CONCAT_VALUES = [
  'partial',
  'final;/api/uploads/a /api/uploads/b',
  'final; /api/uploads/00000000-0000-0000-0000-000000000000',
  'final;',
  'PARTIAL',
  'partial, final',
  'x'.repeat(2000),
];

describe('tus concatenation on POST /api/uploads', () => {
  it('is refused with 400 from many addresses at once, and no upload is created', async () => {
    const advisor = await buildAdvisor(server);
    const bytes = testWebm();
    const video = await buildVideo(server, advisor, bytes);
    const metadata = `videoId ${Buffer.from(video.id).toString('base64')},filetype ${Buffer.from('video/webm').toString('base64')}`;
    const requests = CONCAT_VALUES.flatMap((concat, i) =>
      [true, false].map((withLength, j) =>
        sendFrom(server.url, '127.0.0.1', 'POST', '/api/uploads', undefined, {
          'Tus-Resumable': '1.0.0',
          Cookie: advisor.cookie,
          'Upload-Concat': concat,
          'Upload-Metadata': metadata,
          ...(withLength ? { 'Upload-Length': String(bytes.length) } : {}),
          'X-Forwarded-For': `198.51.100.${i * 2 + j + 1}`,
        }),
      ),
    );
    const answers = await Promise.all(requests);
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(answers.filter((a) => a.body.includes('Upload-Concat is not supported')).length).toBe(
      CONCAT_VALUES.length * 2,
    );
    const uploads = await server.deps.db
      .selectFrom('uploads')
      .select('id')
      .where('videoId', '=', video.id)
      .execute();
    expect(uploads).toEqual([]);
  }, 180_000);
});
