// The image and the disk compose variant proved the way a firm runs them (npm run docker:smoke).
// For developers with a Docker daemon, not CI. Builds the image, runs it with the command the
// Dockerfile and docs/operations.md give, and through the HTTP API: signs up, uploads a real
// MediaRecorder recording, waits for it to be processed (ffmpeg and all, inside the image),
// plays the share page, uploads a screen file and a camera file and checks the MP4 composed
// from them (the camera in its bubble), stops the container with an upload in flight, starts
// it again and resumes the upload. Then does the same through nginx with docker/compose.yaml +
// docker/compose.disk.yaml, with a base64 PostgreSQL password. Prints each step's result.
//
// Needs the base images (docker pull, or scripts/docker/make-local-base-images.sh on a machine
// without Docker Hub). Uses ports chosen free, the container briefcast-smoke, the volume
// briefcast-smoke-data and the Compose project briefcast-smoke, and removes them at the end.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../bench/lib/processes.ts';
import { mediaRecorderWebm } from '../../server/test/test-webm.ts';
import { greenScreen, redCamera } from '../../server/test/two-stream-media.ts';
import { BriefcastSite } from './briefcast-site.ts';
import { checkComposedBubble } from './composed-bubble.ts';
import {
  compose,
  docker,
  dockerAttached,
  exitCode,
  serviceContainer,
  waitAnswering,
  waitHealthy,
} from './docker-cli.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const IMAGE = 'briefcast';
const CONTAINER = 'briefcast-smoke';
const VOLUME = 'briefcast-smoke-data';
const PROJECT = 'briefcast-smoke';
const COMPOSE_FILES = ['docker/compose.yaml', 'docker/compose.disk.yaml'].map((file) =>
  path.join(ROOT, file),
);
// Node, ffmpeg, whisper.cpp and the app; Tesseract with its English model and ICU, which read
// frames for client data before a video is sent, are about 50 MB of it.
const MAX_IMAGE_MB = 560;

const results: { step: string; ok: boolean; detail: string }[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs one step, records what it found (or why it failed); a failed step ends the run. */
async function step(name: string, run: () => Promise<string> | string): Promise<void> {
  const since = Date.now();
  try {
    const detail = await run();
    const line = `${detail} (${((Date.now() - since) / 1000).toFixed(1)} s)`;
    results.push({ step: name, ok: true, detail: line });
    console.log(`ok    ${name}: ${line}`);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    results.push({ step: name, ok: false, detail });
    console.log(`FAIL  ${name}: ${detail}`);
    throw err;
  }
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/**
 * Upload, processing and playback of one recording, a recording of screen and camera composed,
 * then a stop with an upload in flight.
 */
async function exercise(
  label: string,
  site: BriefcastSite,
  stop: () => Promise<string>,
  start: () => Promise<string>,
): Promise<void> {
  const recording = mediaRecorderWebm();
  let link = '';
  await step(`${label}: sign up`, async () => `advisor ${await site.signUp()}`);
  await step(`${label}: upload a MediaRecorder recording, wait for ready`, async () => {
    const { video, upload } = await site.startUpload(recording);
    await site.finishUpload(upload, recording);
    const ready = await site.waitReady(video.id);
    link = ready.shareLink;
    return `${recording.length} bytes, status ${ready.status}`;
  });
  await step(`${label}: share page, terms accepted, Range request for the video`, async () => {
    const played = await site.play(link);
    check(played.page === 200, `share page answered ${played.page}`);
    check(played.card === '200 image/png', `preview card answered ${played.card}`);
    check(played.range === 206, `Range request answered ${played.range}`);
    check(played.mp4 && played.type === 'video/mp4', `not an MP4: ${played.type}`);
    return `page ${played.page}, card ${played.card}, video ${played.range} ${played.type} (H.264/AAC MP4 made in the image)`;
  });
  await step(`${label}: upload a screen file and a camera file, composed with the bubble`, async () => {
    // Made with ffmpeg here: a 3 s green screen with sound, a 2 s red camera without.
    const [screen, camera] = [greenScreen(), redCamera()];
    const video = await site.uploadTwoStream(screen, camera);
    const ready = await site.waitReady(video.id);
    check(
      ready.sources.join('+') === 'screen+camera',
      `sources are ${ready.sources.join('+')}, not screen+camera`,
    );
    return `${screen.length} + ${camera.length} bytes, ${checkComposedBubble(await site.mp4(ready.id))}`;
  });
  const { video, upload } = await site.startUpload(recording);
  const sent = Math.floor(recording.length / 2);
  const stalled = await site.stallUpload(upload, recording, sent);
  await step(`${label}: stop with an upload in flight`, async () => {
    await sleep(1000);
    return stop();
  });
  stalled.close();
  await step(`${label}: start again`, start);
  await step(`${label}: resume the upload, wait for ready`, async () => {
    const resumedAt = await site.finishUpload(upload, recording);
    const ready = await site.waitReady(video.id);
    check(
      resumedAt > 0,
      'the upload started again from 0: the bytes sent before the stop were lost',
    );
    return `resumed at byte ${resumedAt} of ${recording.length} (${sent} sent before the stop), status ${ready.status}`;
  });
}

async function singleContainer(): Promise<void> {
  await step('base images present', () => {
    const bases = ['debian:bookworm-slim', 'node:20-bookworm-slim'];
    for (const base of bases) {
      try {
        docker(['image', 'inspect', base]);
      } catch {
        throw new Error(
          `${base} is missing: docker pull it, or on a machine without Docker Hub run scripts/docker/make-local-base-images.sh`,
        );
      }
    }
    return bases.join(', ');
  });
  await step('docker build -t briefcast .', () => {
    dockerAttached(['build', '-t', IMAGE, ROOT]);
    return 'built';
  });
  await step(`image size at most ${MAX_IMAGE_MB} MB`, () => {
    const mb = Number(docker(['image', 'inspect', '-f', '{{.Size}}', IMAGE])) / 1e6;
    check(mb <= MAX_IMAGE_MB, `${mb.toFixed(0)} MB`);
    return `${mb.toFixed(0)} MB`;
  });
  await step('ffmpeg in the image has the codecs and formats the pipeline uses', () => {
    const ffmpeg = (what: string) =>
      docker(['run', '--rm', '--entrypoint', 'ffmpeg', IMAGE, '-hide_banner', `-${what}`]);
    const encoders = ffmpeg('encoders');
    const decoders = ffmpeg('decoders');
    const muxers = ffmpeg('muxers');
    const demuxers = ffmpeg('demuxers');
    const filters = ffmpeg('filters');
    const has = (list: string, names: string[]) =>
      names.filter((name) => !new RegExp(`\\s${name}\\s`).test(list));
    const missing = [
      ...has(encoders, ['libx264', 'aac', 'libvpx-vp9', 'libopus', 'png', 'pgm', 'mjpeg']),
      ...has(decoders, ['h264', 'vp8', 'vp9', 'opus', 'aac', 'png']),
      ...has(muxers, ['mp4', 'webm', 'image2']),
      ...has(demuxers, ['matroska,webm', 'mov,mp4,m4a,3gp,3g2,mj2']),
      // Frame sampling for the screening, blurring a region, outlining a finding, the camera
      // bubble and side by side, muting risky words.
      ...has(filters, [
        ...['select', 'metadata', 'split', 'crop', 'boxblur', 'overlay', 'drawbox'],
        ...['color', 'geq', 'loop', 'alphamerge', 'pad', 'volume'],
      ]),
    ];
    check(missing.length === 0, `missing: ${missing.join(', ')}`);
    return 'H.264, AAC, VP8, VP9, Opus, PNG, JPEG; WebM and MP4 in and out; the filters';
  });

  tryDocker(['rm', '-f', CONTAINER]);
  tryDocker(['volume', 'rm', VOLUME]);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  await step('docker run (the documented command)', () => {
    // As documented, on a free port of 127.0.0.1 (the machine is shared) instead of 3000.
    docker([
      ...['run', '-d', '--name', CONTAINER, '--restart', 'unless-stopped', '--stop-timeout', '30'],
      ...['-p', `127.0.0.1:${port}:3000`, '-e', `PUBLIC_URL=${url}`],
      ...['-v', `${VOLUME}:/data`, '-v', `${path.join(ROOT, 'models')}:/models:ro`, IMAGE],
    ]);
    return url;
  });
  await step(
    'healthy',
    async () => `after ${(await waitHealthy(CONTAINER, started)).toFixed(1)} s`,
  );
  await step('no anonymous volume', () => {
    const mounts = JSON.parse(docker(['inspect', '-f', '{{json .Mounts}}', CONTAINER])) as {
      Type: string;
      Name?: string;
      Destination: string;
    }[];
    const anonymous = mounts.filter((m) => m.Type === 'volume' && m.Name !== VOLUME);
    check(anonymous.length === 0, `anonymous: ${anonymous.map((m) => m.Destination).join(', ')}`);
    return mounts.map((m) => `${m.Destination} (${m.Type})`).join(', ');
  });

  const site = new BriefcastSite(url);
  await exercise(
    'docker run',
    site,
    async () => {
      const since = Date.now();
      docker(['stop', CONTAINER]);
      const seconds = (Date.now() - since) / 1000;
      const code = exitCode(CONTAINER);
      check(code === 0, `exit code ${code}`);
      check(
        seconds < 10,
        `took ${seconds.toFixed(1)} s: Docker's default 10 s timeout would kill it`,
      );
      return `exit code ${code} after ${seconds.toFixed(1)} s (under Docker's default 10 s)`;
    },
    async () => {
      const since = Date.now();
      docker(['start', CONTAINER]);
      return `healthy after ${(await waitHealthy(CONTAINER, since)).toFixed(1)} s`;
    },
  );

  await step('the command-line tools, as documented', async () => {
    const email = await site.signUp();
    const exec = (args: string[]) => docker(['exec', CONTAINER, 'node', ...args]);
    exec(['dist/server/admin/cli.js', 'grant-compliance', email]);
    const verified = exec(['dist/server/audit/verify-cli.js']);
    check(/OK/.test(verified), verified);
    // Backups as documented: a container sharing the data volume, a host folder for backups
    // writable by the image's uid 1000; restored here into an empty DATA_DIR beside it.
    const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-smoke-backups-'));
    fs.chmodSync(backups, 0o777);
    try {
      const tool = (env: string[], args: string[]) =>
        docker([
          'run',
          '--rm',
          '--volumes-from',
          CONTAINER,
          '-v',
          `${backups}:/backups`,
          ...env,
          IMAGE,
          'node',
          ...args,
        ]);
      tool([], ['dist/server/ops/backup-cli.js', '/backups/smoke']);
      tool(['-e', 'DATA_DIR=/tmp/restored'], ['dist/server/ops/restore-cli.js', '/backups/smoke']);
    } finally {
      fs.rmSync(backups, { recursive: true, force: true });
    }
    return `admin grant-compliance, audit verify (${verified.split('\n')[0]}), backup, restore`;
  });
  docker(['rm', '-f', CONTAINER]);
  docker(['volume', 'rm', VOLUME]);
}

/** docker, for a removal that finds nothing to remove. */
function tryDocker(args: string[]): void {
  try {
    docker(args);
  } catch {
    // Nothing to remove.
  }
}

async function diskCompose(): Promise<void> {
  const proxyPort = await freePort();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const env = {
    ...process.env,
    COMPOSE_PROJECT_NAME: PROJECT,
    // A base64 password with `/`, `+` and `=`, which a URL would have to encode.
    POSTGRES_PASSWORD: `${randomBytes(12).toString('base64')}/x+Yz9Q==`,
    INTEGRATIONS_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: publicUrl,
    PROXY_PORT: String(proxyPort),
  };
  compose(COMPOSE_FILES, ['down', '-v', '--remove-orphans'], env);
  // The image just built, under the name compose.yaml gives it: Compose does not build again.
  docker(['tag', IMAGE, 'briefcast:local']);
  const since = Date.now();
  await step('compose (disk variant) up', async () => {
    compose(COMPOSE_FILES, ['up', '-d'], env);
    return `answering through nginx after ${(await waitAnswering(`${publicUrl}/healthz`, since)).toFixed(1)} s`;
  });
  const webs = ['web1', 'web2'].map((service) => serviceContainer(PROJECT, service));
  await exercise(
    'compose',
    new BriefcastSite(publicUrl),
    async () => {
      const stopping = Date.now();
      compose(COMPOSE_FILES, ['stop', 'web1', 'web2'], env);
      const seconds = (Date.now() - stopping) / 1000;
      const codes = webs.map(exitCode);
      check(
        codes.every((code) => code === 0),
        `exit codes ${codes.join(', ')}`,
      );
      return `web1 and web2 exit codes ${codes.join(', ')} after ${seconds.toFixed(1)} s`;
    },
    async () => {
      const starting = Date.now();
      compose(COMPOSE_FILES, ['start', 'web1', 'web2'], env);
      return `answering after ${(await waitAnswering(`${publicUrl}/healthz`, starting)).toFixed(1)} s`;
    },
  );
  compose(COMPOSE_FILES, ['down', '-v'], env);
}

try {
  await singleContainer();
  await diskCompose();
} catch {
  process.exitCode = 1;
} finally {
  if (process.exitCode === 1 && process.env.KEEP !== '1') {
    tryDocker(['rm', '-f', CONTAINER]);
    tryDocker(['volume', 'rm', VOLUME]);
  }
  console.log('\nDocker smoke test');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.step}: ${r.detail}`);
}
