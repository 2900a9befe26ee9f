import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ShareResponse } from '../../shared/api/share.ts';
import type { VideoView } from '../../shared/api/videos.ts';
import { runCommand } from './processes.ts';
import { CHUNK_BYTES } from './tus-upload.ts';

export interface SourceVideoOptions {
  seconds: number;
  /** Video bitrate, e.g. '1500k'. */
  videoBitrate: string;
}

/**
 * A 720p30 H.264/AAC MP4 made by ffmpeg from its moving test pattern and a tone: real frames
 * for the browser to decode, at a screen recording's bitrate.
 */
export async function makeSourceVideo(dir: string, options: SourceVideoOptions): Promise<string> {
  const file = path.join(dir, 'source.mp4');
  const rate = options.videoBitrate;
  await runCommand(
    'ffmpeg',
    [
      ...['-nostdin', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-t', String(options.seconds), '-c:v', 'libx264', '-preset', 'veryfast'],
      ...['-b:v', rate, '-maxrate', rate, '-bufsize', '3000k', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', file],
    ],
    dir,
  );
  return file;
}

interface JsonResponse<T> {
  status: number;
  body: T;
  setCookies: string[];
}

async function send<T>(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<JsonResponse<T>> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the error message
  }
  return { status: res.status, body: body as T, setCookies: res.headers.getSetCookie() };
}

function expectStatus(what: string, res: JsonResponse<unknown>, status: number): void {
  if (res.status !== status) {
    throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
  }
}

export interface SharedVideo {
  videoId: string;
  link: string;
  /** `briefcast_share_<link>=<token>`: the gate pass a viewer holds after accepting. */
  gateCookie: { name: string; value: string };
  /** The MP4 the worker made, as stored in the server's blob store. */
  mp4File: string;
  /** The disclosure's hash, as accepted. */
  disclosureSha256: string;
  /** `briefcast_session=<key>`: the advisor who shared it, signed in. */
  advisorCookie: string;
}

/**
 * What an advisor and a client do, through the server's own API: sign up, save a video,
 * upload it with tus (8 MB PATCHes, as the PWA does), wait for the worker to make the MP4 and
 * mark it ready, then, as the client, accept the terms and keep the gate cookie.
 */
export async function shareUploadedVideo(
  serverUrl: string,
  dataDir: string,
  file: string,
  durationSeconds: number,
): Promise<SharedVideo> {
  const origin = { Origin: serverUrl };
  const json = { ...origin, 'Content-Type': 'application/json' };
  const signup = await send(`${serverUrl}/api/signup`, {
    method: 'POST',
    headers: json,
    body: {
      advisorName: 'Bench Advisor',
      companyName: 'Bench Wealth',
      email: `bench.${randomBytes(4).toString('hex')}@example.com`,
      password: 'bench password',
      agreeToTerms: true,
    },
  });
  expectStatus('signup', signup, 201);
  const cookie = (signup.setCookies[0] ?? '').split(';')[0] ?? '';

  const bytes = fs.readFileSync(file);
  const created = await send<{ video: { id: string; shareLink: string } }>(
    `${serverUrl}/api/videos`,
    {
      method: 'POST',
      headers: { ...json, Cookie: cookie },
      body: {
        title: 'Quarterly portfolio review',
        description: 'Where your accounts stand.',
        clientName: 'Jordan Smith',
        durationSeconds,
        captionsEnabled: true,
        includeProfilePicture: false,
        upload: {
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          contentType: 'video/mp4',
        },
      },
    },
  );
  expectStatus('create video', created, 201);
  const { id: videoId, shareLink: link } = created.body.video;

  const tus = { ...origin, Cookie: cookie, 'Tus-Resumable': '1.0.0' };
  const opened = await fetch(`${serverUrl}/api/uploads`, {
    method: 'POST',
    headers: {
      ...tus,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `videoId ${Buffer.from(videoId).toString('base64')}`,
    },
  });
  if (opened.status !== 201) throw new Error(`tus create: ${opened.status} ${await opened.text()}`);
  const uploadUrl = new URL(opened.headers.get('location') ?? '', serverUrl).href;
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    const chunk = bytes.subarray(offset, offset + CHUNK_BYTES);
    const patched = await fetch(uploadUrl, {
      method: 'PATCH',
      headers: {
        ...tus,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: chunk,
    });
    if (patched.status !== 204) {
      throw new Error(`tus PATCH at ${offset}: ${patched.status} ${await patched.text()}`);
    }
  }

  // The worker probes the upload, makes the MP4 and the thumbnail with ffmpeg, then: ready.
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    const got = await send<{ video: VideoView }>(`${serverUrl}/api/videos/${videoId}`, {
      headers: { Cookie: cookie },
    });
    expectStatus('get video', got, 200);
    const { status, failureReason } = got.body.video;
    if (status === 'ready') break;
    if (status === 'failed') throw new Error(`processing failed: ${failureReason ?? '?'}`);
    if (Date.now() > deadline) throw new Error(`video still ${status} after 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const share = await send<ShareResponse>(`${serverUrl}/api/share/${link}`);
  expectStatus('get share', share, 200);
  const { disclosureSha256 } = share.body.branding;
  const accepted = await send<ShareResponse>(`${serverUrl}/api/share/${link}/accept`, {
    method: 'POST',
    headers: json,
    body: { sessionId: randomUUID(), disclosureSha256 },
  });
  expectStatus('accept terms', accepted, 200);
  const name = `briefcast_share_${link}`;
  const pair = accepted.setCookies
    .map((header) => header.split(';')[0] ?? '')
    .find((candidate) => candidate.startsWith(`${name}=`));
  if (!pair) throw new Error(`accept set no ${name} cookie: ${accepted.setCookies.join(' | ')}`);
  if (!accepted.body.video.fileUrl) throw new Error('accepted, yet the share names no video file');

  const mp4File = path.join(dataDir, 'blobs', 'videos', videoId, 'mp4');
  if (!fs.existsSync(mp4File)) throw new Error(`no MP4 at ${mp4File}`);
  return {
    videoId,
    link,
    gateCookie: { name, value: pair.slice(name.length + 1) },
    mp4File,
    disclosureSha256,
    advisorCookie: cookie,
  };
}
