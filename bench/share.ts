import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSecondsOf, cpuSecondsOfAll } from './lib/cpu.ts';
import { measureFirstFrames, type PageTimes } from './lib/first-frame.ts';
import { nginxVersion, startNginx, type NginxProcess } from './lib/nginx.ts';
import { ensureBuilt, startBuiltServer, type ServerProcess } from './lib/processes.ts';
import { readRandomRanges, type RangeReadOptions } from './lib/range-readers.ts';
import { rawGet } from './lib/raw-get.ts';
import type { BenchResult } from './lib/report.ts';
import { makeSourceVideo, shareUploadedVideo, type SharedVideo } from './lib/shared-video.ts';
import { positiveNumberEnv } from './lib/env.ts';

const VIDEO_SECONDS = 45;
const VIDEO_BITRATE = '1500k';
const FIRST_FRAME_RUNS = 5;
const READERS = 64;
const RANGE_BYTES = 1024 * 1024;
const RANGE_WARMUP_SECONDS = 2;
const API_CONNECTIONS = 10;
const API_WARMUP_SECONDS = 2;
const FIRST_LOAD_TARGET_BYTES = 60 * 1024;
const RANGE_RATIO_TARGET = 0.8;
const MB = 1024 * 1024;
const GZIP = { 'Accept-Encoding': 'gzip' };

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};
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

interface RangeRound {
  bytes: number;
  seconds: number;
  requests: number;
  cpuSeconds: number;
}

async function rangeRound(options: RangeReadOptions, pids: () => number[]): Promise<RangeRound> {
  const before = cpuSecondsOfAll(pids());
  const figures = await readRandomRanges(options);
  return { ...figures, cpuSeconds: cpuSecondsOfAll(pids()) - before };
}

function sumRounds(rounds: RangeRound[]) {
  const bytes = rounds.reduce((sum, r) => sum + r.bytes, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const cpuSeconds = rounds.reduce((sum, r) => sum + r.cpuSeconds, 0);
  return {
    mbPerSecond: bytes / MB / seconds,
    requestsPerSecond: requests / seconds,
    cpuSecondsPerGb: cpuSeconds / (bytes / 1024 ** 3),
  };
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

export async function run(): Promise<BenchResult> {
  const seconds = positiveNumberEnv('BENCH_SECONDS', 10);
  await ensureBuilt();
  const loadBefore = os.loadavg()[0] ?? 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-bench-share-'));
  let server: ServerProcess | undefined;
  let nginx: NginxProcess | undefined;
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

    // 1. Bytes before the video starts.
    const load = await firstLoad(server, shared);
    const firstLoadBytes = load.htmlBytes + load.jsBytes;

    // 2. Time to first frame, cold cache.
    console.error(`bench: ${FIRST_FRAME_RUNS} cold visits in Chromium (plus one discarded)`);
    const pageUrl = `${server.url}/share/${shared.link}`;
    const times = await measureFirstFrames(
      { url: pageUrl, cookie: shared.gateCookie, origin: server.url },
      FIRST_FRAME_RUNS,
    );

    // 4. The share API, before nginx starts, so nothing else is running.
    console.error(`bench: GET /api/share/:link, ${API_WARMUP_SECONDS} s + ${seconds} s, twice`);
    const apiUrl = `${server.url}/api/share/${shared.link}`;
    const apiWithCookie = await apiLoad(apiUrl, cookieHeader(shared), seconds);
    const apiNoCookie = await apiLoad(apiUrl, {}, seconds);

    // 3. Range throughput against nginx serving the very same file.
    const nginxDir = path.join(dir, 'nginx');
    const wwwDir = path.join(nginxDir, 'www');
    fs.mkdirSync(wwwDir, { recursive: true });
    fs.copyFileSync(shared.mp4File, path.join(wwwDir, 'video.mp4'));
    // nginx's workers run unprivileged: they must be able to reach and read the file.
    for (const folder of [dir, nginxDir, wwwDir]) fs.chmodSync(folder, 0o755);
    fs.chmodSync(path.join(wwwDir, 'video.mp4'), 0o644);
    const started = await startNginx(nginxDir, wwwDir);
    nginx = started;
    const ours = `${server.url}/media/share/${shared.link}/video?v=mp4`;
    const theirs = `${started.url}/video.mp4`;
    const size = await assertSameRanges(ours, theirs, cookieHeader(shared));
    const common = { fileBytes: size, rangeBytes: RANGE_BYTES, readers: READERS };
    const ourOptions = { ...common, url: ours, headers: cookieHeader(shared) };
    const nginxOptions = { ...common, url: theirs };
    const serverPid = server.pid;
    const ourPids = () => [serverPid];
    const nginxPids = started.pids;
    console.error(
      `bench: ${READERS} range readers, ${RANGE_WARMUP_SECONDS} s warm-up each, then ` +
        `ours/nginx/ours/nginx ${seconds} s each`,
    );
    await readRandomRanges({ ...ourOptions, seconds: RANGE_WARMUP_SECONDS });
    await readRandomRanges({ ...nginxOptions, seconds: RANGE_WARMUP_SECONDS });
    const ourRounds: RangeRound[] = [];
    const nginxRounds: RangeRound[] = [];
    const clientBefore = process.cpuUsage();
    for (let i = 0; i < 2; i += 1) {
      ourRounds.push(await rangeRound({ ...ourOptions, seconds }, ourPids));
      nginxRounds.push(await rangeRound({ ...nginxOptions, seconds }, nginxPids));
    }
    const clientCpu = process.cpuUsage(clientBefore);
    const clientCpuShare = (clientCpu.user + clientCpu.system) / 1e6 / (4 * seconds);
    const oursRange = sumRounds(ourRounds);
    const nginxRange = sumRounds(nginxRounds);
    const ratio = oursRange.mbPerSecond / nginxRange.mbPerSecond;
    const serverCpuTotal = cpuSecondsOf(serverPid);

    const met = (ok: boolean) => (ok ? 'MET' : 'MISSED');
    return {
      name: 'share',
      figures: {
        video_seconds: VIDEO_SECONDS,
        video_mp4_bytes: mp4Bytes,
        video_mp4_kbit_per_s: Math.round((mp4Bytes * 8) / 1000 / VIDEO_SECONDS),
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
        range_ours_mb_per_s: round(oursRange.mbPerSecond, 1),
        range_nginx_mb_per_s: round(nginxRange.mbPerSecond, 1),
        range_ratio: round(ratio, 3),
        range_ours_requests_per_s: round(oursRange.requestsPerSecond, 1),
        range_nginx_requests_per_s: round(nginxRange.requestsPerSecond, 1),
        range_ours_cpu_s_per_gb: round(oursRange.cpuSecondsPerGb, 3),
        range_nginx_cpu_s_per_gb: round(nginxRange.cpuSecondsPerGb, 3),
        range_client_cpu_share: round(clientCpuShare, 2),
        server_cpu_s_total: round(serverCpuTotal, 1),
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
        `range: ${READERS} keep-alive connections (a lean HTTP/1.1 client on node:net, so the ` +
          `load generator takes less of the 2 cores than node:http would) each sending sequential ${RANGE_BYTES / MB} MiB ` +
          `Range GETs at random offsets of the same ${mp4Bytes}-byte MP4 (ours with the gate ` +
          `cookie, through /media/share/<link>/video); 2 alternating rounds of ${seconds} s each ` +
          `after ${RANGE_WARMUP_SECONDS} s warm-ups; MB = 2^20 bytes; ratio target >= ` +
          `${RANGE_RATIO_TARGET}: ${met(ratio >= RANGE_RATIO_TARGET)}`,
        `${nginxVersion()}: worker_processes auto (${os.cpus().length} workers), sendfile on, ` +
          `access_log off; ours is one Node process`,
        `cpu_s_per_gb = server CPU seconds (all processes/threads, from /proc) per GiB served, ` +
          `a cost figure the shared client does not distort; range_client_cpu_share = the bench ` +
          `process's CPU over the range rounds as a fraction of one core`,
        `api: autocannon, ${API_CONNECTIONS} connections, ${API_WARMUP_SECONDS} s warm-up + ` +
          `${seconds} s; with the cookie each answer also signs a renewed gate token; no target given`,
        `client, browser and servers share this machine's ${os.cpus().length} cores; 1-minute ` +
          `load average ${loadBefore.toFixed(1)} at the start, ${(os.loadavg()[0] ?? 0).toFixed(1)} ` +
          `at the end (above ${os.cpus().length}, other work was competing and every figure is ` +
          `pessimistic; the cpu_s_per_gb figures suffer least)`,
      ],
    };
  } finally {
    await nginx?.stop();
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
