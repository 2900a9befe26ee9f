import type { Config } from '../config.ts';
import { runTool } from './run-tool.ts';

/** The ffmpeg and ffprobe binaries the worker runs (FFMPEG_PATH, FFPROBE_PATH, or the PATH's). */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
}

export const mediaToolsOf = (config: Config): MediaTools => ({
  ffmpeg: config.ffmpegPath,
  ffprobe: config.ffprobePath,
});

/**
 * Runs each tool once at start-up, so a server without ffmpeg says so at once, in words an
 * operator can act on, instead of failing every video later.
 */
export async function checkMediaTools(tools: MediaTools): Promise<void> {
  const problems: string[] = [];
  for (const [name, bin] of Object.entries(tools)) {
    try {
      await runTool(bin, ['-version'], { timeoutMs: 10_000 });
    } catch (err) {
      const variable = `${name.toUpperCase()}_PATH`;
      problems.push(
        `${name} cannot be run as "${bin}" (${String(err).split('\n')[0]}): install ffmpeg or set ${variable}`,
      );
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
