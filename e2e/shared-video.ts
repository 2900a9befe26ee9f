import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, type APIRequestContext, type APIResponse } from 'playwright-core';
import type { SettingsResponse } from '../shared/api/settings.ts';
import type { VideoResponse, VideoView } from '../shared/api/videos.ts';

export interface AdvisorProfile {
  advisorName: string;
  companyName: string;
  email: string;
  phone: string;
  calendarLink: string;
}

/** The advisor of the share-page stories: phone and calendar set, so every contact link shows. */
export const PRIYA: Omit<AdvisorProfile, 'email'> = {
  advisorName: 'Priya Raman',
  companyName: 'Raman Wealth Partners',
  phone: '+1 (555) 010-4477',
  calendarLink: 'https://calendar.example.com/priya/follow-up',
};

export interface VideoToShare {
  title: string;
  description: string;
  clientName: string;
  password: string;
  seconds: number;
  /** WebVTT, saved with the video as the preview saves its captions. */
  captions: string;
  /** The WebM to upload; a test pattern `seconds` long unless given. */
  bytes?: Buffer;
}

/** The video of the share-page stories: protected, captioned, eight seconds long. */
export const SAMPLE_VIDEO: VideoToShare = {
  title: 'Your Q3 portfolio review',
  description: 'Where your accounts stand, and two changes I suggest before year end.',
  clientName: 'Jordan Smith',
  password: 'Maple-Harbor-42',
  seconds: 8,
  captions: [
    'WEBVTT',
    '',
    '1',
    '00:00:00.000 --> 00:00:04.000',
    'Good morning, Jordan.',
    '',
    '2',
    '00:00:04.000 --> 00:00:08.000',
    'Here is your quarterly portfolio review.',
    '',
  ].join('\n'),
};

/** What the stories' client writes back. */
export const SAMPLE_COMMENT = 'Thanks Priya. Could we talk about the Roth conversion next week?';

/** An advisor's signed-in API session and the video they saved, uploaded and shared. */
export interface SharedVideo {
  /** The advisor's own session (cookies kept), for the advisor's API. */
  api: APIRequestContext;
  advisor: AdvisorProfile;
  disclosureText: string;
  video: VideoView;
  /** The full link the client is sent. */
  url: string;
}

export async function ok(response: APIResponse, what: string): Promise<APIResponse> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

/** A small PNG portrait made by ffmpeg (a test pattern), as a data URL the branding form sends. */
function portraitDataUrl(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-e2e-portrait-'));
  const file = path.join(dir, 'portrait.png');
  try {
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=160x160', '-frames:v', '1', file],
    ]);
    return `data:image/png;base64,${fs.readFileSync(file).toString('base64')}`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A short screen-recording-like WebM (VP9 test pattern at 640x360, Opus tone) made by ffmpeg:
 * small enough that the server's transcode stays quick on a busy machine.
 */
export function recording(seconds: number): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-e2e-recording-'));
  const file = path.join(dir, 'recording.webm');
  try {
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=24'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds)],
      ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '600k'],
      ...['-c:a', 'libopus', file],
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Sends the recording over tus (POST /api/uploads, then one PATCH), as the PWA's uploader. */
export async function uploadRecording(api: APIRequestContext, videoId: string, bytes: Buffer) {
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const created = await ok(
    await api.post('/api/uploads', {
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': `videoId ${b64(videoId)},filetype ${b64('video/webm')}`,
      },
    }),
    'tus create',
  );
  const location = created.headers()['location'];
  if (!location) throw new Error('tus create answered without a Location');
  const patched = await api.fetch(location, {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  if (patched.status() !== 204) {
    throw new Error(`tus patch: ${patched.status()} ${await patched.text()}`);
  }
}

/** Polls the advisor's API until the server's pipeline has made the video `ready`. */
export async function waitUntilReady(
  api: APIRequestContext,
  videoId: string,
  timeoutMs = 30_000,
): Promise<VideoView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await ok(await api.get(`/api/videos/${videoId}`), 'video');
    const { video } = (await response.json()) as VideoResponse;
    if (video.status === 'ready') return video;
    if (video.status === 'failed') throw new Error(`processing failed: ${video.failureReason}`);
    if (Date.now() > deadline) throw new Error(`video still ${video.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Everything an advisor does before a client opens a link, through the API the PWA uses:
 * signs up, fills the contact and branding settings, saves a password-protected video for a
 * client, uploads a real WebM recording (with sound) over tus,
 * and waits until the server's ffmpeg pipeline has made it `ready`.
 */
export async function shareVideoAsAdvisor(
  baseUrl: string,
  advisor: Omit<AdvisorProfile, 'email'>,
  toShare: VideoToShare,
): Promise<SharedVideo> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
  const profile: AdvisorProfile = {
    ...advisor,
    email: `advisor.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
  };
  await ok(
    await api.post('/api/signup', {
      data: {
        advisorName: profile.advisorName,
        companyName: profile.companyName,
        email: profile.email,
        password: 'a long password',
        agreeToTerms: true,
      },
    }),
    'sign-up',
  );
  const contact = await ok(
    await api.patch('/api/settings/contact', {
      data: {
        advisorName: profile.advisorName,
        companyName: profile.companyName,
        phone: profile.phone,
        calendarLink: profile.calendarLink,
      },
    }),
    'contact settings',
  );
  await ok(
    await api.patch('/api/settings/branding', {
      data: {
        logoUrl: null,
        profilePictureUrl: portraitDataUrl(),
        primaryColor: '#0f766e',
        secondaryColor: '#115e59',
      },
    }),
    'branding settings',
  );

  const bytes = toShare.bytes ?? recording(toShare.seconds);
  const created = await ok(
    await api.post('/api/videos', {
      data: {
        title: toShare.title,
        description: toShare.description,
        clientName: toShare.clientName,
        password: toShare.password,
        durationSeconds: toShare.seconds,
        captionsEnabled: true,
        includeProfilePicture: true,
        captionsData: toShare.captions,
        upload: {
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          contentType: 'video/webm',
        },
      },
    }),
    'save video',
  );
  const { video } = (await created.json()) as VideoResponse;
  await uploadRecording(api, video.id, bytes);
  const ready = await waitUntilReady(api, video.id);
  const { settings } = (await contact.json()) as SettingsResponse;
  return {
    api,
    advisor: profile,
    disclosureText: settings.disclosureText,
    video: ready,
    url: `${baseUrl}/share/${ready.shareLink}`,
  };
}
