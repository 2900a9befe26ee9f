import { createHash, randomUUID } from 'node:crypto';
import { request, type APIRequestContext } from 'playwright-core';
import type { ShareResponse } from '../shared/api/share.ts';
import type { VideoResponse, VideoStatus, VideoView } from '../shared/api/videos.ts';
import { ok } from './shared-video.ts';

/*
 * An advisor's videos, made through the API the PWA uses, and a client's visit made through
 * the share page's API: the library and dashboard stories' setting, without a browser.
 */

/** A new advisor's signed-in API session. */
export async function signUp(baseUrl: string, name = 'Morgan Lee'): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { Origin: baseUrl },
  });
  await ok(
    await api.post('/api/signup', {
      data: {
        advisorName: name,
        companyName: 'Lee Family Office',
        email: `library.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
        password: 'a long password',
        agreeToTerms: true,
      },
    }),
    'sign-up',
  );
  return api;
}

export interface NewVideo {
  title: string;
  description: string;
  clientName?: string;
  /** WebVTT saved with the video, as the preview saves its captions. */
  captionsData?: string;
}

/** Saves a video as the preview's Save does (the file follows separately, if at all). */
export async function saveVideo(api: APIRequestContext, video: NewVideo, file: Buffer) {
  const response = await ok(
    await api.post('/api/videos', {
      data: {
        title: video.title,
        description: video.description,
        clientName: video.clientName ?? 'Jordan Smith',
        durationSeconds: 2,
        captionsEnabled: true,
        includeProfilePicture: true,
        ...(video.captionsData ? { captionsData: video.captionsData } : {}),
        upload: {
          size: file.length,
          sha256: createHash('sha256').update(file).digest('hex'),
          contentType: 'video/webm',
        },
      },
    }),
    'save video',
  );
  return ((await response.json()) as VideoResponse).video;
}

/** Polls until the server's pipeline has finished with the video, one way or the other. */
export async function settled(
  api: APIRequestContext,
  id: string,
  want: VideoStatus,
): Promise<VideoView> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const { video } = (await (
      await ok(await api.get(`/api/videos/${id}`), 'video')
    ).json()) as VideoResponse;
    if (video.status === want) return video;
    if (video.status === 'ready' || video.status === 'failed' || Date.now() > deadline) {
      throw new Error(`video ${id} is ${video.status}, not ${want}: ${video.failureReason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A client opening the link: accepts the terms, plays the video and maybe says thanks. */
export async function clientWatches(
  baseUrl: string,
  link: string,
  { compliment = false } = {},
): Promise<void> {
  const client = await request.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { Origin: baseUrl },
  });
  try {
    const sessionId = randomUUID();
    const share = (await (
      await ok(await client.get(`/api/share/${link}`), 'share')
    ).json()) as ShareResponse;
    await ok(
      await client.post(`/api/share/${link}/accept`, {
        data: { sessionId, disclosureSha256: share.branding.disclosureSha256 },
      }),
      'accept',
    );
    await ok(
      await client.post(`/api/share/${link}/events`, {
        data: { sessionId, event: 'VIDEO_PLAYED' },
      }),
      'played',
    );
    if (compliment) {
      await ok(
        await client.post(`/api/share/${link}/compliments`, {
          data: { sessionId, type: 'thumbs_up' },
        }),
        'compliment',
      );
    }
  } finally {
    await client.dispose();
  }
}
