import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWebVtt } from '../../shared/captions/parse-webvtt.ts';
import type { ErrorBody } from '../../shared/api/errors.ts';
import type { PreviewProcessingResponse } from '../../shared/api/videos.ts';
import { SUMMARY_DESCRIPTION_MAX_LENGTH, SUMMARY_TITLE_MAX_LENGTH } from '../ai/summary-text.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { spokenOpusWebm } from '../test/test-webm.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { tinyLlamaModelFile } from '../test/tiny-llama-model.ts';
import { tinyWhisperModel } from '../test/tiny-whisper-model.ts';
import { previewAudioLimitBytes } from './preview-service.ts';

let server: TestServer;
let speech: { bytes: Buffer; seconds: number };
beforeAll(async () => {
  // Real whisper.cpp and llama.cpp on tiny random-weight models: real code paths, noise for text.
  const models = { transcription: tinyWhisperModel(), description: tinyLlamaModelFile() };
  server = await startTestServer({ models });
  speech = spokenOpusWebm('Good morning. Here is a short look at your retirement account.');
});
afterAll(async () => {
  await server?.close();
});

type Body = NonNullable<RequestInit['body']> | Buffer;

/** Sends sound the way the preview does: the bytes themselves, as audio/webm. */
function sendSound(
  on: TestServer,
  who: SignedInAdvisor | null,
  body: Body,
  { duration = String(speech.seconds), type = 'audio/webm' } = {},
): Promise<Response> {
  return on.fetch(`/api/videos/process-preview?duration=${encodeURIComponent(duration)}`, {
    method: 'POST',
    headers: { Origin: on.url, 'Content-Type': type, ...(who ? { Cookie: who.cookie } : {}) },
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
    // A stream body goes out chunked, with no Content-Length: Node's fetch needs this for it.
    ...({ duplex: 'half' } as object),
  });
}

const errorOf = async (response: Response) => (await response.json()) as ErrorBody;

describe('POST /api/videos/process-preview', { timeout: 60_000 }, () => {
  it('answers captions, a transcript, a title and a description for spoken sound', async () => {
    const advisor = await buildAdvisor(server);
    const response = await sendSound(server, advisor, speech.bytes);
    expect(response.status).toBe(200);
    const result = (await response.json()) as PreviewProcessingResponse;
    const parsed = parseWebVtt(result.captions?.vtt ?? '');
    expect(parsed.ok).toBe(true);
    const cues = parsed.ok ? parsed.cues : [];
    expect(cues.length).toBeGreaterThan(0);
    for (const cue of cues) expect(cue.end).toBeLessThanOrEqual(speech.seconds + 0.01);
    expect(typeof result.transcript).toBe('string');
    // The tiny models' words are noise: whatever they wrote, the limits hold.
    expect(result.title.length).toBeGreaterThan(0);
    expect(result.title.length).toBeLessThanOrEqual(SUMMARY_TITLE_MAX_LENGTH);
    expect(result.description.length).toBeLessThanOrEqual(SUMMARY_DESCRIPTION_MAX_LENGTH + 1);
  });

  it('is for signed-in advisors on this site only', async () => {
    const signedOut = await sendSound(server, null, speech.bytes);
    expect(signedOut.status).toBe(401);
    expect(await errorOf(signedOut)).toMatchObject({ code: 'UNAUTHENTICATED' });

    const advisor = await buildAdvisor(server);
    const crossSite = await server.fetch(`/api/videos/process-preview?duration=3`, {
      method: 'POST',
      headers: {
        Origin: 'https://evil.example',
        'Content-Type': 'audio/webm',
        Cookie: advisor.cookie,
      },
      body: new Uint8Array(speech.bytes),
    });
    expect(crossSite.status).toBe(403);
  });

  it.each([
    ['abc', 'duration must be the recording’s length in seconds'],
    ['', 'duration must be the recording’s length in seconds'],
    ['0', 'duration must be more than zero'],
    ['-3', 'duration must be the recording’s length in seconds'],
    ['1e3', 'duration must be the recording’s length in seconds'],
    ['99999', 'captioned after upload'],
  ])('refuses duration=%j with 400', async (duration, message) => {
    const advisor = await buildAdvisor(server);
    const response = await sendSound(server, advisor, speech.bytes, { duration });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain(message);
  });

  it('refuses a query it does not know, and a body that is not audio/webm', async () => {
    const advisor = await buildAdvisor(server);
    const extra = await server.fetch(`/api/videos/process-preview?duration=3&model=big`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'audio/webm', Cookie: advisor.cookie },
      body: new Uint8Array(speech.bytes),
    });
    expect(extra.status).toBe(400);
    const json = await sendSound(server, advisor, JSON.stringify({ audioBuffer: 'AAAA' }), {
      type: 'application/json',
    });
    expect(json.status).toBe(415);
    expect(await errorOf(json)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses more sound than the stated length can hold with 413, declared or streamed', async () => {
    const advisor = await buildAdvisor(server);
    const tooMuch = Buffer.alloc(previewAudioLimitBytes(1) + 1, 1);
    const declared = await sendSound(server, advisor, tooMuch, { duration: '1' });
    expect(declared.status).toBe(413);
    expect(await errorOf(declared)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const streamed = await sendSound(server, advisor, new Blob([tooMuch]).stream(), {
      duration: '1',
    });
    expect(streamed.status).toBe(413);
  });

  it('lets an advisor run one preview at a time (429 for a second at once)', async () => {
    const advisor = await buildAdvisor(server);
    let finishFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (finishFirst = resolve));
    const half = Math.floor(speech.bytes.length / 2);
    // The first request sends half its sound and waits, so it is surely running meanwhile.
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(speech.bytes.subarray(0, half));
        await firstHeld;
        try {
          controller.enqueue(speech.bytes.subarray(half));
          controller.close();
        } catch {
          // Already answered (it was the one refused): nothing more to send.
        }
      },
    });
    const first = sendSound(server, advisor, slowBody);
    // Whichever reaches the server second is refused; the other runs to the end.
    const second = await sendSound(server, advisor, speech.bytes);
    finishFirst();
    const statuses = [(await first).status, second.status].sort();
    expect(statuses).toEqual([200, 429]);
    const refused = second.status === 429 ? second : await first;
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await errorOf(refused)).message).toContain('still being analyzed');
  });

  it('answers 200 with nothing made when this server has no speech model (a firm’s first state)', async () => {
    const bare = await startTestServer();
    try {
      const advisor = await buildAdvisor(bare);
      const response = await sendSound(bare, advisor, speech.bytes);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        title: '',
        description: '',
        captions: null,
        transcript: '',
      });
      // Still only for signed-in advisors sending sound.
      expect((await sendSound(bare, null, speech.bytes)).status).toBe(401);
      const json = await sendSound(bare, advisor, '{}', { type: 'application/json' });
      expect(json.status).toBe(415);
    } finally {
      await bare.close();
    }
  });
});
