import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSecondsOf } from './lib/cpu.ts';
import { measureFirstFrames, type PageTimes } from './lib/first-frame.ts';
import { startOffloadProxy } from '../server/test/offload-proxy.ts';
import { nginxVersion, startStaticNginx } from './lib/nginx.ts';
import { ensureBuilt, freePort, startBuiltServer, type ServerProcess } from './lib/processes.ts';
import { rawGet } from './lib/raw-get.ts';
import type { BenchResult } from './lib/report.ts';
import { makeSourceVideo, shareUploadedVideo, type SharedVideo } from './lib/shared-video.ts';
import { positiveNumberEnv } from './lib/env.ts';
import { median, round } from './lib/stats.ts';
import { interleavedRanges, type RangeTarget, type RangeTotals } from './lib/share-ranges.ts';

const VIDEO_SECONDS = 45;
const VIDEO_BITRATE = '1500k';
const FIRST_FRAME_RUNS = 5;
const READERS = 64;
const RANGE_BYTES = 1024 * 1024;
const SMALL_RANGE_BYTES = 4096;
const SMALL_RANGE_READERS = 16;
const RANGE_WARMUP_SECONDS = 2;
/** nginx must go this much faster through the same client, or the client set the figure. */
const CLIENT_HEADROOM = 1.5;
const CPU_PER_GB_TARGET = 1.0;
/** Briefcast behind nginx with MEDIA_OFFLOAD=x-accel, over nginx alone serving the file. */
const OFFLOAD_RATIO_TARGET = 0.9;
const MS_PER_SMALL_RANGE_TARGET = 0.3;
const API_CONNECTIONS = 10;
const API_WARMUP_SECONDS = 2;
const FIRST_LOAD_TARGET_BYTES = 60 * 1024;
const MB = 1024 * 1024;
const GZIP = { 'Accept-Encoding': 'gzip' };

const met = (ok: boolean) => (ok ? 'MET' : 'MISSED');
const cookieHeader = (shared: SharedVideo) => ({
  Cookie: `${shared.gateCookie.name}=${shared.gateCookie.value}`,
});

/** A gzipped 200, as sent: the length is what crossed the wire (headers aside). */
async function gzippedBytes(url: string, headers: Record<string, string> = {}) {
  const res = await rawGet(url, { ...GZIP, ...headers });
  if (res.status !== 200) throw new Error(`${url}: status ${res.status}`);
  if (res.headers['content-encoding'] !== 'gzip') {
    throw new Error(`${url}: not gzipped (content-encoding ${res.headers['content-encoding']})`);
  }
  return res.body;
}

/** What a client downloads before the video can start: the page (its CSS inline) and its script. */
async function firstLoad(server: ServerProcess, shared: SharedVideo) {
  const pageUrl = `${server.url}/share/${shared.link}`;
  const page = await gzippedBytes(pageUrl, cookieHeader(shared));
  const html = await (await fetch(pageUrl, { headers: cookieHeader(shared) })).text();
  const script = /<script[^>]*\ssrc="(\/assets\/share-viewer-[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error(`${pageUrl}: no share-viewer script in the page`);
  const others = [...html.matchAll(/<(?:script|link)[^>]*\s(?:src|href)="([^"]+)"/g)]
    .map((m) => m[1] ?? '')
    .filter((url) => url !== script && !url.startsWith('mailto:') && !url.startsWith('tel:'));
  const js = await gzippedBytes(server.url + script);
  // The poster (the video's thumbnail) is shown before the first frame, though it is no page code.
  const poster = await rawGet(`${server.url}/media/share/${shared.link}/thumbnail.jpg`, {
    ...GZIP,
    ...cookieHeader(shared),
  });
  if (poster.status !== 200) throw new Error(`thumbnail: status ${poster.status}`);
  const firstVisit = await gzippedBytes(pageUrl);
  return {
    htmlBytes: page.length,
    firstVisitHtmlBytes: firstVisit.length,
    script,
    jsBytes: js.length,
    posterBytes: poster.body.length,
    others,
  };
}

/** autocannon against one URL after a discarded warm-up; fails on any error or non-2xx. */
async function apiLoad(url: string, headers: Record<string, string>, seconds: number) {
  const fire = async (duration: number) => {
    const result = await autocannon({
      url,
      headers,
      duration,
      connections: API_CONNECTIONS,
      pipelining: 1,
    });
    if (result.errors > 0 || result.non2xx > 0) {
      throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx responses`);
    }
    return result;
  };
  await fire(API_WARMUP_SECONDS);
  const result = await fire(seconds);
  return { rps: result.requests.average, p99Ms: result.latency.p99 };
}

/** The same bytes from both servers, or the throughput ratio compares different work. */
async function assertSameRanges(ours: string, nginx: string, headers: Record<string, string>) {
  const size = await (async () => {
    const res = await fetch(nginx, { method: 'HEAD' });
    return Number(res.headers.get('content-length'));
  })();
  for (const start of [0, Math.floor(size / 2), size - RANGE_BYTES]) {
    const range = { Range: `bytes=${start}-${start + RANGE_BYTES - 1}` };
    const [a, b] = await Promise.all([
      fetch(ours, { headers: { ...headers, ...range } }),
      fetch(nginx, { headers: range }),
    ]);
    if (a.status !== 206 || b.status !== 206) {
      throw new Error(`range at ${start}: ours ${a.status}, nginx ${b.status}`);
    }
    const [x, y] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
    if (!Buffer.from(x).equals(Buffer.from(y))) throw new Error(`range at ${start} differs`);
  }
  return size;
}

const timesFigures = (times: PageTimes[]) => {
  const of = (pick: (t: PageTimes) => number) => round(median(times.map(pick)), 1);
  const frames = times.map((t) => t.firstFrameMs);
  return {
    first_frame_median_ms: of((t) => t.firstFrameMs),
    first_frame_min_ms: round(Math.min(...frames), 1),
    first_frame_max_ms: round(Math.max(...frames), 1),
    loadedmetadata_median_ms: of((t) => t.loadedMetadataMs),
    page_response_start_median_ms: of((t) => t.responseStartMs),
    page_dom_content_loaded_median_ms: of((t) => t.domContentLoadedMs),
  };
};

interface Stoppable {
  stop(): Promise<void>;
}

/** First load, first frame and the share API, from the server that made the video. */
async function pageFigures(server: ServerProcess, shared: SharedVideo, seconds: number) {
  const load = await firstLoad(server, shared);
  const firstLoadBytes = load.htmlBytes + load.jsBytes;

  console.error(`bench: ${FIRST_FRAME_RUNS} cold visits in Chromium (plus one discarded)`);
  const pageUrl = `${server.url}/share/${shared.link}`;
  const times = await measureFirstFrames(
    { url: pageUrl, cookie: shared.gateCookie, origin: server.url },
    FIRST_FRAME_RUNS,
  );

  console.error(`bench: GET /api/share/:link, ${API_WARMUP_SECONDS} s + ${seconds} s, twice`);
  const apiUrl = `${server.url}/api/share/${shared.link}`;
  const apiWithCookie = await apiLoad(apiUrl, cookieHeader(shared), seconds);
  const apiNoCookie = await apiLoad(apiUrl, {}, seconds);
  return {
    figures: {
      first_load_html_gzip_bytes: load.htmlBytes,
      first_load_js_gzip_bytes: load.jsBytes,
      first_load_total_gzip_bytes: firstLoadBytes,
      first_visit_html_gzip_bytes: load.firstVisitHtmlBytes,
      poster_jpeg_bytes: load.posterBytes,
      ...timesFigures(times),
      api_share_with_cookie_rps: Math.round(apiWithCookie.rps),
      api_share_with_cookie_p99_ms: round(apiWithCookie.p99Ms, 2),
      api_share_no_cookie_rps: Math.round(apiNoCookie.rps),
      api_share_no_cookie_p99_ms: round(apiNoCookie.p99Ms, 2),
    },
    notes: [
      `first load = /share/<link> (CSS inline) + ${load.script}, gzip, body bytes as sent, ` +
        `for a viewer holding the gate cookie; target <= ${FIRST_LOAD_TARGET_BYTES} bytes (60 KB): ` +
        `${met(firstLoadBytes <= FIRST_LOAD_TARGET_BYTES)}` +
        (load.others.length > 0 ? `; the page also names ${load.others.join(', ')}` : ''),
      `first_visit_html = the same page before the terms are accepted (no video src yet); ` +
        `poster_jpeg = the thumbnail the <video> shows first, not counted in the total`,
      `first frame: Chromium headless (--disable-gpu, software decode) on loopback, a fresh ` +
        `context per visit (empty cache, gate cookie preset), muted play() at DOMContentLoaded, ` +
        `first requestVideoFrameCallback; ms from navigation start; median of ` +
        `${FIRST_FRAME_RUNS} after 1 discarded visit; no target given`,
      `api: autocannon, ${API_CONNECTIONS} connections, ${API_WARMUP_SECONDS} s warm-up + ` +
        `${seconds} s; with the cookie each answer also signs a renewed gate token; no target given`,
    ],
  };
}

/** nginx alone, serving a copy of the MP4 as a plain static file. */
async function nginxServing(dir: string, mp4File: string) {
  const nginxDir = path.join(dir, 'nginx');
  const wwwDir = path.join(nginxDir, 'www');
  fs.mkdirSync(wwwDir, { recursive: true });
  fs.copyFileSync(mp4File, path.join(wwwDir, 'video.mp4'));
  return startStaticNginx(nginxDir, wwwDir);
}

const rangeFiguresOf = (label: string, totals: RangeTotals | undefined) => ({
  [`range_${label}_mb_per_s`]: round(totals?.mbPerSecond ?? NaN, 1),
  [`range_${label}_requests_per_s`]: round(totals?.requestsPerSecond ?? NaN, 1),
  [`range_${label}_cpu_s_per_gb`]: round(totals?.cpuSecondsPerGb ?? NaN, 3),
  [`range_${label}_client_cores`]: round(totals?.clientCores ?? NaN, 2),
});

/**
 * A web-only Briefcast process with MEDIA_OFFLOAD=x-accel behind nginx running the shipped
 * docker/nginx.conf (one worker per core, as nginx alone has), its offload location reading the
 * same data folder: the gate in Node, the bytes from nginx. Its CPU is both processes'.
 */
async function offloadTarget(dir: string, dataDir: string, cookie: string, link: string) {
  const web = await startBuiltServer(dataDir, { role: 'web', env: { MEDIA_OFFLOAD: 'x-accel' } });
  try {
    const proxy = await startOffloadProxy({
      prefix: path.join(dir, 'nginx-offload'),
      upstreamPort: Number(new URL(web.url).port),
      port: await freePort(),
      blobsDir: path.join(dataDir, 'blobs'),
      workers: 'auto',
    });
    const target: RangeTarget = {
      label: 'offload',
      url: `${proxy.url}/media/share/${link}/video?v=mp4`,
      cookie,
      pids: () => [web.pid, ...proxy.pids()],
    };
    const stop = async () => {
      await proxy.stop();
      await web.stop();
    };
    return { target, stop };
  } catch (err) {
    await web.stop();
    throw err;
  }
}

/**
 * Random ranges of the MP4 through the share gate from a web-only Briefcast process streaming
 * it (and the BENCH_BEFORE_SERVER build's, when named, on the same data), from one behind nginx
 * with the offload on, and from nginx alone serving a copy of the same file, all loaded by wrk
 * in interleaved rounds.
 */
async function rangeFigures(options: {
  dir: string;
  dataDir: string;
  shared: SharedVideo;
  seconds: number;
  started: Stoppable[];
}) {
  const { dir, dataDir, shared, seconds, started } = options;
  const rounds = positiveNumberEnv('BENCH_ROUNDS', 3);
  const beforeMain = process.env.BENCH_BEFORE_SERVER;
  const cookie = cookieHeader(shared).Cookie;
  const briefcastTarget = async (label: string, main?: string): Promise<RangeTarget> => {
    const web = await startBuiltServer(dataDir, { role: 'web', ...(main ? { main } : {}) });
    started.push(web);
    const url = `${web.url}/media/share/${shared.link}/video?v=mp4`;
    return { label, url, cookie, pids: () => [web.pid] };
  };
  const nginx = await nginxServing(dir, shared.mp4File);
  started.push(nginx);
  const nginxTarget = { label: 'nginx', url: `${nginx.url}/video.mp4`, pids: nginx.pids };
  const ours = await briefcastTarget('ours');
  const before = beforeMain ? await briefcastTarget('before', beforeMain) : undefined;
  const offload = await offloadTarget(dir, dataDir, cookie, shared.link);
  started.push(offload);
  const targets = [ours, ...(before ? [before] : []), offload.target, nginxTarget];
  const fileBytes = await assertSameRanges(ours.url, nginxTarget.url, cookieHeader(shared));
  if (before) await assertSameRanges(before.url, nginxTarget.url, cookieHeader(shared));
  await assertSameRanges(offload.target.url, nginxTarget.url, cookieHeader(shared));

  const scriptDir = dir;
  console.error(`bench: wrk, ${READERS} connections of ${RANGE_BYTES / MB} MiB ranges`);
  const large = await interleavedRanges(
    targets,
    { fileBytes, rangeBytes: RANGE_BYTES, connections: READERS, seconds, scriptDir },
    rounds,
    RANGE_WARMUP_SECONDS,
  );
  console.error(`bench: wrk, ${SMALL_RANGE_READERS} connections of 4 KiB ranges`);
  const small = await interleavedRanges(
    targets,
    {
      fileBytes,
      rangeBytes: SMALL_RANGE_BYTES,
      connections: SMALL_RANGE_READERS,
      seconds: Math.max(Math.round(seconds / 2), 2),
      scriptDir,
    },
    rounds,
    RANGE_WARMUP_SECONDS,
  );
  const oursLarge = large.get('ours');
  const nginxLarge = large.get('nginx');
  const beforeLarge = large.get('before');
  const offloadLarge = large.get('offload');
  const ratio = (oursLarge?.mbPerSecond ?? NaN) / (nginxLarge?.mbPerSecond ?? NaN);
  const offloadRatio = (offloadLarge?.mbPerSecond ?? NaN) / (nginxLarge?.mbPerSecond ?? NaN);
  const headroom = (nginxLarge?.mbPerSecond ?? NaN) / (oursLarge?.mbPerSecond ?? NaN);
  const smallMs = (label: string) => round(small.get(label)?.msCpuPerRequest ?? NaN, 3);
  const figures: Record<string, number> = {
    ...rangeFiguresOf('ours', oursLarge),
    ...(beforeLarge ? rangeFiguresOf('before', beforeLarge) : {}),
    ...rangeFiguresOf('offload', offloadLarge),
    ...rangeFiguresOf('nginx', nginxLarge),
    range_ratio: round(ratio, 3),
    range_offload_ratio: round(offloadRatio, 3),
    ...(beforeLarge
      ? { range_before_ratio: round(beforeLarge.mbPerSecond / (nginxLarge?.mbPerSecond ?? NaN), 3) }
      : {}),
    range_4k_ours_ms_cpu: smallMs('ours'),
    ...(before ? { range_4k_before_ms_cpu: smallMs('before') } : {}),
    range_4k_offload_ms_cpu: smallMs('offload'),
    range_4k_nginx_ms_cpu: smallMs('nginx'),
    range_4k_ours_requests_per_s: round(small.get('ours')?.requestsPerSecond ?? NaN, 0),
    range_4k_offload_requests_per_s: round(small.get('offload')?.requestsPerSecond ?? NaN, 0),
    range_4k_nginx_requests_per_s: round(small.get('nginx')?.requestsPerSecond ?? NaN, 0),
  };
  const notes = [
    `range: wrk (${nginxVersion()} for comparison), ${READERS} keep-alive connections, each ` +
      `sending ${RANGE_BYTES / MB} MiB Range GETs at random offsets of the same ` +
      `${fileBytes}-byte MP4 (Briefcast with the gate cookie, through /media/share/<link>/video, ` +
      `one --role=web process); ${rounds} rounds of ${seconds} s, each target in turn, after ` +
      `${RANGE_WARMUP_SECONDS} s warm-ups; MB = 2^20 bytes` +
      (before ? `; before = ${beforeMain}, on the same data folder` : ''),
    `cpu_s_per_gb = server CPU seconds (all processes and threads, /proc) per GiB received; ` +
      `target <= ${CPU_PER_GB_TARGET}: ${met((oursLarge?.cpuSecondsPerGb ?? Infinity) <= CPU_PER_GB_TARGET)}`,
    `4k: ${SMALL_RANGE_READERS} connections of 4 KiB ranges, same rounds; ms_cpu = server CPU ` +
      `per request; target <= ${MS_PER_SMALL_RANGE_TARGET} ms: ` +
      `${met((small.get('ours')?.msCpuPerRequest ?? Infinity) <= MS_PER_SMALL_RANGE_TARGET)}`,
    `client headroom: nginx through the same wrk reached ${headroom.toFixed(2)}x Briefcast's ` +
      `MB/s (>= ${CLIENT_HEADROOM} says wrk did not set Briefcast's figure: ` +
      `${headroom >= CLIENT_HEADROOM ? 'YES' : 'NO, the ratio is a lower bound on nginx'}); ` +
      `client_cores = wrk's CPU over wall time`,
    `offload: a --role=web process with MEDIA_OFFLOAD=x-accel behind nginx running the shipped ` +
      `docker/nginx.conf on the same data folder; its CPU counts that process and nginx's ` +
      `master and workers; ratio to nginx alone target >= ${OFFLOAD_RATIO_TARGET}: ` +
      `${met(offloadRatio >= OFFLOAD_RATIO_TARGET)}`,
    `nginx: worker_processes auto (${os.cpus().length} workers), sendfile on, access_log off`,
  ];
  return { figures, notes };
}

export async function run(): Promise<BenchResult> {
  const seconds = positiveNumberEnv('BENCH_SECONDS', 10);
  await ensureBuilt();
  const loadBefore = os.loadavg()[0] ?? 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-bench-share-'));
  let server: ServerProcess | undefined;
  // Everything started after the first server, stopped in the end whatever happens.
  const started: Stoppable[] = [];
  const rangesOnly = process.env.BENCH_SHARE_RANGES_ONLY === '1';
  try {
    console.error(`bench: making a ${VIDEO_SECONDS} s 720p source video with ffmpeg`);
    const source = await makeSourceVideo(dir, {
      seconds: VIDEO_SECONDS,
      videoBitrate: VIDEO_BITRATE,
    });
    const dataDir = path.join(dir, 'data');
    server = await startBuiltServer(dataDir);
    console.error(
      'bench: uploading it, waiting for the worker to make the MP4, accepting the terms',
    );
    const shared = await shareUploadedVideo(server.url, dataDir, source, VIDEO_SECONDS);
    const mp4Bytes = fs.statSync(shared.mp4File).size;

    // The page and API first, while nothing else runs; then the ranges against nginx.
    const browserFigures = rangesOnly
      ? { figures: {}, notes: [] }
      : await pageFigures(server, shared, seconds);
    const ranges = await rangeFigures({ dir, dataDir, shared, seconds, started });
    const serverCpuTotal = cpuSecondsOf(server.pid);
    return {
      name: 'share',
      figures: {
        video_seconds: VIDEO_SECONDS,
        video_mp4_bytes: mp4Bytes,
        video_mp4_kbit_per_s: Math.round((mp4Bytes * 8) / 1000 / VIDEO_SECONDS),
        ...browserFigures.figures,
        ...ranges.figures,
        server_cpu_s_total: round(serverCpuTotal, 1),
      },
      notes: [
        ...browserFigures.notes,
        ...ranges.notes,
        `client, browser and servers share this machine's ${os.cpus().length} cores; 1-minute ` +
          `load average ${loadBefore.toFixed(1)} at the start, ${(os.loadavg()[0] ?? 0).toFixed(1)} ` +
          `at the end (above ${os.cpus().length}, other work was competing and every figure is ` +
          `pessimistic; the cpu_s_per_gb figures suffer least)`,
      ],
    };
  } finally {
    for (const other of started.reverse()) await other.stop();
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
