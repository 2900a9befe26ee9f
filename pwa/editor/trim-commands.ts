import type { TrimPlan } from './trim-plan.ts';
import type { WebmVideoTrack } from './webm-keyframes.ts';

/** One ffmpeg run, with what progress reporting needs to know about it. */
export interface FfmpegStep {
  args: string[];
  /** Seconds of media this step writes: its progress is `time / outputSeconds`. */
  outputSeconds: number;
  /** Estimated share of the whole job's work (same unit for every step). */
  cost: number;
}

export interface TrimCommands {
  /** 'copy': the video is stream-copied (lossless); 'reencode': the whole range is encoded. */
  mode: 'copy' | 'reencode';
  steps: FfmpegStep[];
  /** Files the caller writes before running the steps (path -> text). */
  files: Record<string, string>;
  /** Every path the steps create, for clean-up. */
  scratch: string[];
  output: string;
}

export interface TrimSource {
  /** Where ffmpeg reads the recording. */
  path: string;
  video: WebmVideoTrack | null;
  /** Average bits per second of the whole file: re-encoded video aims for it. */
  bitsPerSecond: number;
}

type CutPlan = Extract<TrimPlan, { kind: 'cut' }>;

/**
 * Re-encoded frames are laid on a constant 30 fps grid: a screen recording is variable frame
 * rate (Chrome sends no frame while nothing changes), and the grid makes the output show
 * what was on screen at the cut's first instant instead of waiting for the next change.
 */
const ENCODE_FPS = 30;
/**
 * ffmpeg's own Opus encoder. libopus in @ffmpeg/core 0.12.10 crashes on stereo input
 * ("memory access out of bounds", ffmpegwasm/ffmpeg.wasm#591); the native encoder is
 * marked experimental (hence `-strict -2`) but is stable and keeps both channels.
 */
const AUDIO = ['-c:a', 'opus', '-strict', '-2', '-b:a', '128k'];
/**
 * Relative costs per second of media, measured with ffmpeg.wasm in Chromium on 1280x720:
 * VP8 realtime encode (with the VP9 decode feeding it) and Opus encode.
 */
const COST = { reencode: 1, audio: 0.2 };

/**
 * The audio is read from this long before the cut. A seek lands on the Cluster that starts
 * with the video keyframe, and the Opus packet playing at that instant was written before
 * it (Chrome writes 60 ms packets), so seeking straight to the cut loses up to 60 ms of
 * sound. Seeking earlier and trimming with a filter starts on the exact sample.
 */
const AUDIO_PREROLL = 0.5;

const s = (seconds: number) => seconds.toFixed(6);
const writeTo = (output: string, seconds: number) => ['-t', s(seconds), '-f', 'webm', output];

/**
 * Turns a cut plan into ffmpeg.wasm commands.
 *
 * When the plan needs no re-encoded frames (the cut starts on a keyframe, or at the very
 * start), the video is stream-copied through the concat demuxer from that keyframe, and the
 * output's `-t` ends it on the exact frame (VP9 needs no keyframe to stop). The audio of the
 * range is re-encoded once, so it starts and ends on the exact sample.
 *
 * Otherwise the smart cut (re-encode up to the first keyframe, copy the rest) would need a
 * VP9 encoder, and libvpx-vp9 in @ffmpeg/core 0.12.10 cannot encode a single frame (it
 * fails allocating its buffers, then crashes: ffmpegwasm/ffmpeg.wasm#679). So the whole
 * range is re-encoded with libvpx VP8 in realtime mode, which works and is still WebM.
 *
 * Every `-ss` is preceded by `-seek_timestamp 1`, so times are the file's own timestamps
 * (the ones the plan came from) rather than offsets from its first packet. Every run
 * writes a seekable file, so the WebM produced has a Duration and Cues.
 */
export function trimCommands(plan: CutPlan, source: TrimSource, dir = '.'): TrimCommands {
  const output = `${dir}/trimmed.webm`;
  const length = plan.end - plan.start;
  const preroll = Math.min(AUDIO_PREROLL, plan.audio.start);
  const audioInput = [
    ...['-seek_timestamp', '1', '-ss', s(plan.audio.start - preroll)],
    ...['-t', s(plan.audio.end - plan.audio.start + preroll), '-i', source.path],
  ];
  const audioCodec = [
    ...(preroll > 0 ? ['-af', `atrim=start=${s(preroll)},asetpts=PTS-${s(preroll)}/TB`] : []),
    ...AUDIO,
  ];
  const first = plan.video[0];
  if (!first) {
    return {
      mode: 'copy',
      steps: [
        {
          args: [...audioInput, '-map', '0:a:0', ...audioCodec, ...writeTo(output, length)],
          outputSeconds: length,
          cost: length * COST.audio,
        },
      ],
      files: {},
      scratch: [output],
      output,
    };
  }
  // The video track may begin after the cut (nothing to show before its first frame).
  const delay = first.start - plan.start;
  const videoOffset = delay > 0 ? ['-itsoffset', s(delay)] : [];
  const tail = ['-map', '1:a:0?', ...audioCodec, ...writeTo(output, length)];

  if (first.mode === 'copy') {
    const list = `${dir}/parts.ffconcat`;
    const concat = [
      'ffconcat version 1.0',
      `file '${source.path}'`,
      `inpoint ${s(first.start)}`,
      // The output's -t ends the copy on the exact frame; the outpoint, a second later, only
      // stops the demuxer from reading the rest of the file.
      `outpoint ${s(plan.end + 1)}`,
    ];
    return {
      mode: 'copy',
      steps: [
        {
          args: [
            ...[...videoOffset, '-f', 'concat', '-safe', '0', '-i', list],
            ...audioInput,
            ...['-map', '0:v:0', '-c:v', 'copy'],
            ...tail,
          ],
          outputSeconds: length,
          cost: length * COST.audio,
        },
      ],
      files: { [list]: concat.join('\n') + '\n' },
      scratch: [output, list],
      output,
    };
  }

  const width = source.video?.width ?? 0;
  const height = source.video?.height ?? 0;
  const filters = [
    // Decoding starts on the keyframe before the cut; time zero moves to the cut, and a frame
    // on every 1/30 s tick from there holds whatever was on screen at that instant.
    `setpts=PTS-${s(first.start - first.decodeFrom)}/TB`,
    `fps=${ENCODE_FPS}`,
    `trim=start=0:end=${s(plan.end - first.start)}`,
    'setpts=PTS-STARTPTS',
    ...(width > 0 && height > 0 ? [`scale=${width}:${height}`] : []),
    'format=yuv420p',
  ];
  return {
    mode: 'reencode',
    steps: [
      {
        args: [
          ...[...videoOffset, '-seek_timestamp', '1', '-ss', s(first.decodeFrom)],
          ...['-t', s(plan.end - first.decodeFrom), '-i', source.path],
          ...audioInput,
          ...['-map', '0:v:0', '-vf', filters.join(',')],
          ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '16'],
          ...['-b:v', String(Math.round(source.bitsPerSecond)), '-g', String(ENCODE_FPS * 4)],
          ...tail,
        ],
        outputSeconds: length,
        cost:
          (first.start - first.decodeFrom) * COST.reencode * 0.3 +
          length * (COST.reencode + COST.audio),
      },
    ],
    files: {},
    scratch: [output],
    output,
  };
}
