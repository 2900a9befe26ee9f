import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sqliteFile } from '../server/db/connect.ts';
import { probeMedia } from '../server/ffmpeg/probe.ts';
import { runTool } from '../server/ffmpeg/run-tool.ts';
import type { MediaTools } from '../server/ffmpeg/tools.ts';
import { extractThumbnail, transcodeToMp4 } from '../server/ffmpeg/transcode.ts';
import { cpuSecondsWithChildrenOf, reapedChildrenCpuSeconds } from './lib/cpu.ts';
import { positiveNumberEnv } from './lib/env.ts';
import { formatSpread, pairedRatios } from './lib/paired.ts';
import { ensureBuilt, startBuiltServer, type ServerProcess } from './lib/processes.ts';
import type { BenchResult } from './lib/report.ts';
import { median } from './lib/stats.ts';
import { SCREEN_HEIGHT, SCREEN_WIDTH, screenRecording } from './lib/screen-recording.ts';
import { closeUploadAgent, openRealUpload, sendChunks } from './lib/tus-upload.ts';

const TOOLS: MediaTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
/** The worker at most this many times bare ffmpeg's wall time on the same file. */
const TARGET_RATIO = 1.1;
const POLL_MS = 50;
const READY_TIMEOUT_MS = 20 * 60_000;

/** One side's run on the recording: wall seconds and CPU seconds (ffmpeg's included). */
interface Run {
  seconds: number;
  cpuSeconds: number;
}

/** Three significant digits: a step of microseconds still shows as more than zero. */
const round = (value: number) => Number(value.toPrecision(3));

function seconds(since: bigint): number {
  return Number(process.hrtime.bigint() - since) / 1e9;
}

/** Bare ffmpeg: the commands the worker runs (probe, MP4, thumbnail), one after the other. */
async function bareFfmpeg(recording: string, work: string, stages: Record<string, number[]>) {
  const cpuBefore = reapedChildrenCpuSeconds();
  const started = process.hrtime.bigint();
  const mp4 = path.join(work, 'bare.mp4');
  const probe = await probeMedia(TOOLS, recording);
  stages.probe?.push(seconds(started));
  const transcoding = process.hrtime.bigint();
  await transcodeToMp4(TOOLS, recording, mp4, probe.durationSeconds);
  stages.transcode?.push(seconds(transcoding));
  const thumbnailing = process.hrtime.bigint();
  const at = Math.min(1, (probe.durationSeconds ?? 0) / 2);
  await extractThumbnail(TOOLS, mp4, path.join(work, 'bare.jpg'), at);
  stages.thumbnail?.push(seconds(thumbnailing));
  const run = { seconds: seconds(started), cpuSeconds: reapedChildrenCpuSeconds() - cpuBefore };
  const mp4Bytes = fs.statSync(mp4).size;
  const mediaSeconds = (await probeMedia(TOOLS, mp4)).durationSeconds ?? 0;
  fs.rmSync(mp4);
  return { run, mp4Bytes, mediaSeconds };
}

/**
 * The video's status, read straight from the server's SQLite file (read-only, beside the
 * server's own connection): asking the API every few milliseconds would add the server's
 * answers to the worker's CPU.
 */
function statusReader(dataDir: string) {
  const db = new SqliteDatabase(sqliteFile(dataDir), { readonly: true, fileMustExist: true });
  const query = db.prepare<[string], { status: string }>('SELECT status FROM videos WHERE id = ?');
  return { statusOf: (id: string) => query.get(id)?.status, close: () => db.close() };
}

/**
 * The product: the recording uploaded as the PWA sends it, then timed from the upload's last
 * answer (the processing job is queued in its transaction) until the video is `ready`: the
 * job queue, the database and the worker's every step. CPU is the server process's, every
 * thread and the ffmpeg runs it waited for.
 */
async function productWorker(server: ServerProcess, dataDir: string, recording: string) {
  const bytes = fs.readFileSync(recording);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const upload = await openRealUpload(server, bytes.length, sha256);
  await sendChunks(upload.url, recording, bytes.length, upload.headers);
  const cpuBefore = cpuSecondsWithChildrenOf(server.pid);
  const clientBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const reader = statusReader(dataDir);
  try {
    for (;;) {
      const status = reader.statusOf(upload.videoId);
      if (status === 'ready') break;
      if (status === 'failed') throw new Error('the worker failed the video');
      if (seconds(started) * 1000 > READY_TIMEOUT_MS) throw new Error('the worker took too long');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    reader.close();
  }
  const run = {
    seconds: seconds(started),
    cpuSeconds: cpuSecondsWithChildrenOf(server.pid) - cpuBefore,
  };
  const client = process.cpuUsage(clientBefore);
  const videoDir = path.join(dataDir, 'blobs', 'videos', upload.videoId);
  const mp4Bytes = fs.statSync(path.join(videoDir, 'mp4')).size;
  fs.rmSync(videoDir, { recursive: true, force: true });
  return { run, mp4Bytes, clientCpuSeconds: (client.user + client.system) / 1e6 };
}

export async function run(): Promise<BenchResult> {
  await ensureBuilt();
  const recordingSeconds = positiveNumberEnv('BENCH_PIPELINE_SECONDS', 30);
  const rounds = positiveNumberEnv('BENCH_ROUNDS', 7);
  const recording = await screenRecording(recordingSeconds);
  const loadAtStart = os.loadavg()[0] ?? 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-bench-pipeline-'));
  // No models: the worker's job is then exactly the media work bare ffmpeg is given.
  const noModels = path.join(dir, 'no-models');
  fs.mkdirSync(noModels);
  const dataDir = path.join(dir, 'data');
  const server = await startBuiltServer(dataDir, { env: { MODELS_DIR: noModels } });
  try {
    const worker: Run[] = [];
    const bare: Run[] = [];
    const stages: Record<string, number[]> = { probe: [], transcode: [], thumbnail: [] };
    const mp4Bytes = { worker: [] as number[], bare: [] as number[] };
    const clientCpu: number[] = [];
    let mediaSeconds = 0;
    const sides = [
      async () => {
        const done = await productWorker(server, dataDir, recording);
        worker.push(done.run);
        mp4Bytes.worker.push(done.mp4Bytes);
        clientCpu.push(done.clientCpuSeconds);
      },
      async () => {
        const done = await bareFfmpeg(recording, dir, stages);
        bare.push(done.run);
        mp4Bytes.bare.push(done.mp4Bytes);
        mediaSeconds = done.mediaSeconds;
      },
    ];
    for (let round = 1; round <= rounds; round += 1) {
      console.error(`bench: round ${round} of ${rounds}`);
      // Each round starts with the other side, so drift in the machine's load favours neither.
      for (let turn = 0; turn < sides.length; turn += 1) await sides[(round + turn) % 2]?.();
    }
    const perMediaSecond = (values: number[]) => round(median(values) / mediaSeconds);
    const wall = (runs: Run[]) => runs.map((one) => one.seconds);
    const cpu = (runs: Run[]) => runs.map((one) => one.cpuSeconds);
    const frames = await countVideoFrames(recording);
    return {
      name: 'pipeline',
      figures: {
        recording: `${SCREEN_WIDTH}x${SCREEN_HEIGHT} VP9 + Opus WebM from Chromium's MediaRecorder`,
        recording_media_s: round(mediaSeconds),
        recording_video_frames: frames,
        recording_mb: round(fs.statSync(recording).size / 1e6),
        rounds,
        worker_to_bare_wall_ratio: formatSpread(pairedRatios(wall(worker), wall(bare))),
        worker_to_bare_cpu_ratio: formatSpread(pairedRatios(cpu(worker), cpu(bare))),
        worker_s_per_media_s: perMediaSecond(wall(worker)),
        bare_s_per_media_s: perMediaSecond(wall(bare)),
        worker_cpu_s_per_media_s: perMediaSecond(cpu(worker)),
        bare_cpu_s_per_media_s: perMediaSecond(cpu(bare)),
        bare_probe_s_per_media_s: perMediaSecond(stages.probe ?? []),
        bare_transcode_s_per_media_s: perMediaSecond(stages.transcode ?? []),
        bare_thumbnail_s_per_media_s: perMediaSecond(stages.thumbnail ?? []),
        worker_mp4_mb: round(median(mp4Bytes.worker) / 1e6),
        bare_mp4_mb: round(median(mp4Bytes.bare) / 1e6),
        client_cpu_s_while_worker_ran: round(median(clientCpu)),
        load_average_start: round(loadAtStart),
        load_average_end: round(os.loadavg()[0] ?? 0),
      },
      notes: [
        `worker = the built server (web and worker in one process, SQLite, no models) from the upload's last answer to 'ready' (its row read every ${POLL_MS} ms): job queue, database, probe, MP4, thumbnail, blob moves`,
        'bare = the same ffprobe and ffmpeg commands (server/media/) run one after the other by the bench',
        `*_ratio = worker / bare in the same round, median (lowest–highest) of ${rounds} rounds, each round starting with the other side; target wall <= ${TARGET_RATIO}`,
        'CPU = user + system of every thread, with the ffmpeg children each side waited for',
        'bare_<stage>_s_per_media_s = wall seconds of that stage per second of the MP4; the stages a new feature adds (composing camera and screen, reading the screen) get a line each',
        'client_cpu = the bench process (upload client and poller) while the worker ran: it leaves the worker the machine',
        `the recording is made once by Chromium (canvas captureStream at 30 fps, fake microphone playing espeak-ng) and kept in .cache/bench/; on a busy machine Chrome's encoder drops frames, as it would on a busy laptop`,
        `${os.cpus().length} cores shared with other work: compare the ratios, not the seconds`,
      ],
    };
  } finally {
    await server.stop();
    closeUploadAgent();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function countVideoFrames(file: string): Promise<number> {
  const args = ['-v', 'error', '-count_packets', '-select_streams', 'v:0'];
  args.push('-show_entries', 'stream=nb_read_packets', '-of', 'csv=p=0', file);
  return Number((await runTool('ffprobe', args, { timeoutMs: 60_000 })).toString().trim());
}
