import type { FindingBox } from '../../shared/api/screening.ts';
import type { ClientDataKind } from './detect/client-data.ts';
import type { FrameFinding } from './frame-findings.ts';

/** A frame read, at its time in the video. */
export interface ReadFrame {
  seconds: number;
  findings: readonly FrameFinding[];
}

/** Client data on screen over a stretch of the video. */
export interface TimedFinding {
  kind: ClientDataKind;
  masked: string;
  startSeconds: number;
  endSeconds: number;
  box: FindingBox;
}

function union(a: FindingBox, b: FindingBox): FindingBox {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/**
 * One finding per stretch of frames in a row showing the same thing: a frame stands for the
 * video until the next frame read (the last until the end), and the box covers everywhere the
 * thing stood in the stretch, so blurring it over that time hides it wherever it was.
 */
export function findingsOverTime(
  frames: readonly ReadFrame[],
  durationSeconds: number,
): TimedFinding[] {
  const done: TimedFinding[] = [];
  let open = new Map<string, TimedFinding>();
  frames.forEach((frame, i) => {
    const until = Math.max(frames[i + 1]?.seconds ?? durationSeconds, frame.seconds);
    const next = new Map<string, TimedFinding>();
    for (const found of frame.findings) {
      const key = `${found.kind}\n${found.masked}`;
      const running = next.get(key) ?? open.get(key);
      if (running) {
        running.endSeconds = until;
        running.box = union(running.box, found.box);
        next.set(key, running);
      } else {
        const started = { ...found, startSeconds: frame.seconds, endSeconds: until };
        next.set(key, started);
        done.push(started);
      }
    }
    open = next;
  });
  return done;
}
