import { runTool } from './run-tool.ts';
import type { MediaTools } from './tools.ts';

/** A part of the frame, each a fraction 0..1 of its width or height. */
export interface FrameBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A 480-pixel-wide JPEG of the frame at `atSeconds`, with `box` outlined in red when given:
 * what a list of findings shows beside each one, made on request (it is small and fast).
 */
export async function frameJpeg(
  tools: MediaTools,
  input: string,
  atSeconds: number,
  box: FrameBox | null,
  signal?: AbortSignal,
): Promise<Buffer> {
  const outline = box
    ? `,drawbox=x=iw*${box.x.toFixed(4)}:y=ih*${box.y.toFixed(4)}:w=iw*${box.width.toFixed(4)}:h=ih*${box.height.toFixed(4)}:color=red:t=3`
    : '';
  return runTool(
    tools.ffmpeg,
    [
      ...['-nostdin', '-v', 'error', '-ss', atSeconds.toFixed(3), '-i', input, '-frames:v', '1'],
      ...['-vf', `scale=480:-2${outline}`, '-q:v', '4', '-f', 'image2', '-c:v', 'mjpeg', 'pipe:1'],
    ],
    { signal, timeoutMs: 60_000 },
  );
}
