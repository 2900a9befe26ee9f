import { createHash } from 'node:crypto';
import type { VideoView } from '../../shared/api/videos.ts';
import type { SignedInAdvisor } from './factories.ts';
import type { TestServer } from './test-server.ts';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The create payload the PWA sends for `bytes`, with overrides. */
export function createBody(bytes: Buffer, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Quarterly portfolio review',
    description: 'Where your accounts stand.',
    clientName: 'Jordan Smith',
    durationSeconds: 3,
    captionsEnabled: true,
    includeProfilePicture: true,
    upload: { size: bytes.length, sha256: sha256(bytes), contentType: 'video/webm' },
    ...overrides,
  };
}

/** Saves a video through the API, as the PWA does, and returns it. */
export async function buildVideo(
  server: TestServer,
  advisor: SignedInAdvisor,
  bytes: Buffer,
  overrides: Record<string, unknown> = {},
): Promise<VideoView> {
  const response = await server.post('/api/videos', createBody(bytes, overrides), {
    Cookie: advisor.cookie,
  });
  if (response.status !== 201) {
    throw new Error(`create failed: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { video: VideoView }).video;
}
