import { describe, expect, it } from 'vitest';
import { PATH_MEDIA_TOOLS } from '../test/media-tools.ts';
import { checkMediaTools } from './tools.ts';

describe('checkMediaTools', () => {
  it('passes when ffmpeg and ffprobe run', async () => {
    await expect(checkMediaTools(PATH_MEDIA_TOOLS)).resolves.toBeUndefined();
  });

  it('names the setting to fix when a tool cannot be run', async () => {
    const missing = { ...PATH_MEDIA_TOOLS, ffmpeg: '/opt/nowhere/ffmpeg' };
    await expect(checkMediaTools(missing)).rejects.toThrow(
      /ffmpeg cannot be run as "\/opt\/nowhere\/ffmpeg" .*install ffmpeg or set FFMPEG_PATH/,
    );
  });
});
