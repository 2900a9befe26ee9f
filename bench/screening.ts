/**
 * The pre-send screening of a screen recording: a 1280x720 H.264 video (as the pipeline
 * stores them) showing planted client data (SSN, card, routing and account numbers, a date of
 * birth, a client's email and phone) at different times and places, beside decoys that must
 * not be flagged (numbers shown masked, the advisor's own email, ordinary text). The real
 * screening (frames sampled by ffmpeg, read by Tesseract, searched) runs on it; reported:
 * recall of the planted values, false findings, and cost in CPU seconds per media minute
 * against ffmpeg decoding the same file alone, measured in paired rounds with the order
 * rotated (median and range).
 * Target: every planted value found, no false finding; cost a small multiple of a decode.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { findClientDataIn } from '../server/screening/screen-video.ts';
import type { TimedFinding } from '../server/screening/timeline.ts';
import { reapedChildrenCpuSeconds } from './lib/cpu.ts';
import { positiveNumberEnv } from './lib/env.ts';
import { formatSpread, pairedRatios, spreadOf } from './lib/paired.ts';
import type { BenchResult } from './lib/report.ts';
import { round } from './lib/stats.ts';

const exec = promisify(execFile);
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const ADVISOR_EMAIL = 'advisor@firm.example';

interface Planted {
  kind: string;
  text: string;
  /** How the masked finding ends: the characters the mask keeps. */
  maskedEnd: string;
}

const PLANTED: readonly Planted[] = [
  { kind: 'ssn', text: 'Client SSN 123-45-6789', maskedEnd: '6789' },
  { kind: 'card_number', text: 'Card 4111 1111 1111 1111', maskedEnd: '1111' },
  { kind: 'routing_number', text: 'Routing 021000021', maskedEnd: '0021' },
  { kind: 'account_number', text: 'Account 98765432101', maskedEnd: '2101' },
  { kind: 'date_of_birth', text: 'DOB 03/14/1961', maskedEnd: '61' },
  { kind: 'email', text: 'jordan.smith@example.com', maskedEnd: '@example.com' },
  { kind: 'phone', text: 'Mobile (555) 201-7788', maskedEnd: '7788' },
];

/** Shown the whole time: none of them is client data. */
const DECOYS = [
  'Account ••••1234',
  'Card XXXX-1234',
  `Questions? ${ADVISOR_EMAIL}`,
  'Quarterly review 2026 - up 4.2% since June',
];

/** Each planted value shows for its own stretch, at its own place; decoys along the bottom. */
function drawFilter(seconds: number): string {
  const stretch = seconds / PLANTED.length;
  const text = (line: string, x: number, y: number, from: number, to: number) =>
    `drawtext=fontfile=${FONT}:fontsize=28:fontcolor=black:x=${x}:y=${y}:text='${line}':enable='between(t,${from.toFixed(2)},${to.toFixed(2)})'`;
  const planted = PLANTED.map((item, i) =>
    text(item.text, 60 + (i % 3) * 380, 80 + (i % 4) * 90, i * stretch, (i + 0.8) * stretch),
  );
  const decoys = DECOYS.map((line, i) =>
    text(line, 60 + (i % 2) * 600, 520 + (i >> 1) * 70, 0, seconds),
  );
  return [...planted, ...decoys].join(',');
}

async function makeVideo(file: string, seconds: number): Promise<void> {
  await exec('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=white:s=1280x720:d=${seconds}:r=30`],
    ...['-vf', drawFilter(seconds), '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23'],
    ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
  ]);
}

/** CPU seconds (this process and the tools it waited for) that `work` took. */
async function cpuOf(work: () => Promise<unknown>): Promise<number> {
  const own = process.cpuUsage();
  const children = reapedChildrenCpuSeconds();
  await work();
  const used = process.cpuUsage(own);
  return (used.user + used.system) / 1e6 + (reapedChildrenCpuSeconds() - children);
}

const matches = (finding: TimedFinding, item: Planted) =>
  finding.kind === item.kind && finding.masked.endsWith(item.maskedEnd);

export async function run(): Promise<BenchResult> {
  const seconds = positiveNumberEnv('SCREENING_BENCH_SECONDS', 60);
  const rounds = positiveNumberEnv('SCREENING_BENCH_ROUNDS', 3);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-bench-screening-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }, []);
  const own = { emails: [ADVISOR_EMAIL], phones: [] };
  const mp4 = path.join(dir, 'screen.mp4');
  const signal = new AbortController().signal;
  try {
    await makeVideo(mp4, seconds);
    const screening: number[] = [];
    const decode: number[] = [];
    let found: TimedFinding[] = [];
    const screen = async () => {
      screening.push(
        await cpuOf(async () => {
          found = await findClientDataIn(config, mp4, own, signal);
        }),
      );
    };
    const decodeAlone = async () => {
      decode.push(await cpuOf(() => exec('ffmpeg', ['-v', 'error', '-i', mp4, '-f', 'null', '-'])));
    };
    for (let i = 0; i < rounds; i++) {
      // The order turns each round, so neither side always runs on a warm cache.
      for (const step of i % 2 === 0 ? [screen, decodeAlone] : [decodeAlone, screen]) await step();
    }
    const recalled = PLANTED.filter((item) => found.some((f) => matches(f, item)));
    const missed = PLANTED.filter((item) => !recalled.includes(item)).map((item) => item.kind);
    const falseFindings = found.filter((f) => !PLANTED.some((item) => matches(f, item)));
    const minutes = seconds / 60;
    const perMinute = (values: number[]) => spreadOf(values.map((cpu) => cpu / minutes));
    return {
      name: 'screening',
      figures: {
        'media seconds': seconds,
        rounds,
        'planted values': PLANTED.length,
        recall: round(recalled.length / PLANTED.length),
        'false findings': falseFindings.length,
        'screening CPU s per media minute': formatSpread(perMinute(screening)),
        'decode-alone CPU s per media minute': formatSpread(perMinute(decode)),
        'screening / decode CPU (paired)': formatSpread(pairedRatios(screening, decode), 1),
      },
      notes: [
        missed.length > 0 ? `missed: ${missed.join(', ')}` : 'every planted value was found',
        ...falseFindings.map(
          (f) => `false finding: ${f.kind} ${f.masked} at ${round(f.startSeconds)} s`,
        ),
        `findings: ${found.map((f) => `${f.kind} ${f.masked} ${round(f.startSeconds)}–${round(f.endSeconds)} s`).join('; ')}`,
      ],
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
