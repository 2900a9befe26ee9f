import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUBBLE_DIAMETER, BUBBLE_MARGIN } from '../../shared/schemas/camera-layout.ts';
import { colourOf, frameAt, SCREEN_SIZE } from '../../server/test/two-stream-media.ts';

/**
 * Checks an MP4 composed in the default layout from greenScreen() and redCamera(): it decodes
 * from start to end without an error, and a second in the camera is red in the medium bubble
 * at the bottom right while the screen shows green elsewhere. What it found, or it throws.
 */
export function checkComposedBubble(mp4: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-smoke-composed-'));
  try {
    const file = path.join(dir, 'video.mp4');
    fs.writeFileSync(file, mp4);
    const decoded = spawnSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'null', '-'], {
      encoding: 'utf8',
    });
    if (decoded.status !== 0 || decoded.stderr.trim() !== '') {
      throw new Error(`the composed MP4 does not play through: ${decoded.stderr.trim()}`);
    }
    const { width: W, height: H } = SCREEN_SIZE;
    const size = 2 * Math.round((BUBBLE_DIAMETER.medium * H) / 2);
    const margin = Math.round(BUBBLE_MARGIN * H);
    const centre = { x: W - margin - size / 2, y: H - margin - size / 2 };
    const frame = frameAt(file, 1);
    const inBubble = colourOf(frame.at(centre.x, centre.y));
    const topLeft = colourOf(frame.at(margin + 5, margin + 5));
    if (inBubble !== 'red') {
      throw new Error(`the bubble corner shows ${inBubble}, not the red camera`);
    }
    if (topLeft !== 'green') throw new Error(`the screen shows ${topLeft}, not green`);
    return `plays through; camera in the bottom-right bubble at ${centre.x},${centre.y}, screen elsewhere`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
