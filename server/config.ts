import path from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { booleanEnv } from './config-fields.ts';
import { MEDIA_OFFLOAD_PREFIX } from './http/media-offload.ts';
import {
  integrationsConfigOf,
  integrationsEnv,
  type IntegrationsConfig,
} from './integrations/config.ts';

/** Where the server runs: `web` serves HTTP, `worker` runs jobs, `all` does both (default). */
export const ROLES = ['web', 'worker', 'all'] as const;
export type Role = (typeof ROLES)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number from 0 to 65535'),
  v.transform(Number),
  v.maxValue(65535, 'must be a whole number from 0 to 65535'),
);

const bytes = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d*$/, 'must be a whole number of bytes, e.g. 4294967296 for 4 GiB'),
  v.transform(Number),
  v.check((value: number) => Number.isSafeInteger(value), 'is too large'),
);

const GIB = 1024 ** 3;

const httpUrl = v.pipe(
  v.string(),
  v.url('must be a URL such as https://video.example.com'),
  v.check((value) => /^https?:\/\//.test(value), 'must start with http:// or https://'),
  v.transform((value) => new URL(value).origin),
);

/** Every setting the server reads from the environment; values marked public may reach a browser. */
const envSchema = v.object({
  PORT: v.optional(port, '3000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => /^postgres(ql)?:\/\//.test(value),
        'must be a postgres:// URL (leave it unset for the embedded SQLite database)',
      ),
    ),
  ),
  /** Public origin of the site (used in emailed links and the same-origin check). */
  PUBLIC_URL: v.optional(httpUrl),
  MODELS_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), './models'),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  TRUST_PROXY: v.optional(booleanEnv, 'false'),
  /**
   * With TRUST_PROXY: how many proxies of the firm's own a request passes through. The client's
   * address is that many entries from the right of X-Forwarded-For; anything further left was
   * written by the client and is ignored.
   */
  TRUST_PROXY_HOPS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^([1-9])$/, 'must be a whole number from 1 to 9'),
      v.transform(Number),
    ),
    '1',
  ),
  /** Sign-ups one address may make in an hour; raise it for a firm signing up its staff at once. */
  SIGNUPS_PER_HOUR: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,4}$/, 'must be a whole number from 1 to 99999'),
      v.transform(Number),
    ),
    '10',
  ),
  /** smtp:// or smtps:// URL; without one, mail is written to $DATA_DIR/outbox as .eml files. */
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL'),
    ),
  ),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.regex(/@/, 'must be an address such as Briefcast <video@firm.com>')),
    'Briefcast <no-reply@briefcast.local>',
  ),
  /** Defaults to true when PUBLIC_URL is https. */
  COOKIE_SECURE: v.optional(booleanEnv),
  /** Largest video file one upload may carry. */
  MAX_UPLOAD_BYTES: v.optional(bytes, String(4 * GIB)),
  /** Bytes of video files each advisor may store; unset means no quota. */
  STORAGE_QUOTA_BYTES: v.optional(bytes),
  /** How long a worker's claim on a job lasts without a heartbeat: a killed worker's job waits this long. */
  JOB_LEASE_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,4}$/, 'must be a whole number of seconds from 1 to 99999'),
      v.transform(Number),
    ),
    '60',
  ),
  /** The media tools the worker runs; found on the PATH unless given. */
  FFMPEG_PATH: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), 'ffmpeg'),
  FFPROBE_PATH: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), 'ffprobe'),
  /** whisper.cpp's whisper-cli; unset: the one `npm run whisper:build` made for this checkout. */
  WHISPER_CLI_PATH: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  /** Tesseract, which reads the frames for client data; screening is off where it cannot run. */
  TESSERACT_PATH: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), 'tesseract'),
  /** Where file bytes live: `disk` ($DATA_DIR/blobs) or `s3` (any S3-compatible store). */
  STORAGE: v.optional(v.picklist(['disk', 's3'], 'must be disk or s3'), 'disk'),
  /** Unset for AWS itself; the store's URL for MinIO, Ceph RGW, R2 and the like. */
  S3_ENDPOINT: v.optional(httpUrl),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  S3_REGION: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), 'us-east-1'),
  /** Without a key pair, the AWS SDK's usual chain applies (instance role, ~/.aws, env). */
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  /** MinIO and most self-hosted stores need bucket-in-path URLs. */
  S3_FORCE_PATH_STYLE: v.optional(booleanEnv, 'false'),
  /**
   * `x-accel`: a share page's video and thumbnail, once the gate passed, are answered with an
   * X-Accel-Redirect for nginx to send from the disk (docker/nginx.conf); `off` streams them.
   */
  MEDIA_OFFLOAD: v.optional(v.picklist(['off', 'x-accel'], 'must be off or x-accel'), 'off'),
  /** The nginx `internal` location the redirects name, before `/full/` or `/part/` and the key. */
  MEDIA_OFFLOAD_PREFIX: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        MEDIA_OFFLOAD_PREFIX,
        'must be a path of letters, digits, - and _ such as /briefcast-blobs (no trailing slash)',
      ),
    ),
    '/briefcast-blobs',
  ),
  ...integrationsEnv,
  /**
   * Years a video is kept as a business record from when it was made (FINRA 4511: 6 where no
   * other period applies); 0 turns retention off (deletes allowed, nothing purged).
   */
  RETENTION_YEARS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(0|[1-9]\d?)$/, 'must be a whole number of years from 0 to 99'),
      v.transform(Number),
    ),
    '6',
  ),
  /** An archive address (Smarsh, Global Relay) BCC'd on every email about clients' activity. */
  JOURNAL_BCC: v.optional(
    v.pipe(v.string(), v.email('must be an email address such as journal@archive.example.com')),
  ),
  /** How advisors reach the firm's support; unset: the Contact page offers no email. Public. */
  SUPPORT_EMAIL: v.optional(
    v.pipe(v.string(), v.email('must be an email address such as help@firm.com')),
  ),
  /** The support line, as people should read it; unset: no phone is shown. Public. */
  SUPPORT_PHONE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\+?[\d\s().-]{6,30}$/, 'must be a phone number such as +1 212 555 0100'),
    ),
  ),
  /** Where clients and advisors send privacy requests (the Privacy Policy names it). Public. */
  PRIVACY_EMAIL: v.optional(
    v.pipe(v.string(), v.email('must be an email address such as privacy@firm.com')),
  ),
  /** Bearer token for GET /metrics; unset means /metrics is off (404). */
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.minLength(16, 'must be at least 16 characters (e.g. the output of openssl rand -hex 32)'),
    ),
  ),
  /** How long a stopping server lets requests in flight finish before cutting them off. */
  SHUTDOWN_GRACE_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'must be a whole number of seconds from 0 to 9999'),
      v.transform(Number),
    ),
    '10',
  ),
});

/** Every environment variable the server reads (the tables of README.md and docs/operations.md, and .env.example, list each). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.entries);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  modelsDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  /** The firm's proxies in front of the server; the client's address is the entry before them. */
  trustProxyHops: number;
  signupsPerHour: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Session cookies get the Secure flag (the site is served over HTTPS). */
  cookieSecure: boolean;
  maxUploadBytes: number;
  /** Per advisor; undefined means no quota. */
  storageQuotaBytes: number | undefined;
  ffmpegPath: string;
  ffprobePath: string;
  /** Undefined: the whisper-cli that `npm run whisper:build` made. */
  whisperCliPath: string | undefined;
  /** The tesseract binary the screening runs; missing means screening reads no frames. */
  tesseractPath: string;
  jobLeaseMs: number;
  role: Role;
  storage: StorageConfig;
  /** Set: share media is sent by nginx from this internal location (disk storage only). */
  mediaOffload: { kind: 'x-accel'; prefix: string } | undefined;
  /** CRM connections, webhooks and the outbound-request policy (which hosts may be called). */
  integrations: IntegrationsConfig;
  /** Years a video must be kept; 0: no retention. */
  retentionYears: number;
  /** Archive address BCC'd on journaled mail; undefined: none. */
  journalBcc: string | undefined;
  /** The firm's contacts shown on the Contact, Terms and Privacy pages; unset ones are not shown. */
  firmContacts: FirmContacts;
  /** Undefined: /metrics is off. */
  metricsToken: string | undefined;
  shutdownGraceMs: number;
}

export interface FirmContacts {
  supportEmail: string | undefined;
  supportPhone: string | undefined;
  privacyEmail: string | undefined;
}

export interface S3Config {
  kind: 's3';
  /** Undefined means AWS S3 itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Undefined means the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export type StorageConfig = { kind: 'disk' } | S3Config;

/** Thrown with one line per bad variable, so an operator can fix them all at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** `--role web` or `--role=web`, `all` without one; any other argument is a mistake to report. */
function readRole(argv: readonly string[]): { role: string } | { problem: string } {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: { role: { type: 'string', default: 'all' } },
    });
    return { role: values.role };
  } catch (err) {
    return { problem: `command line: ${(err as Error).message}` };
  }
}

/** Parses the environment and command line once; throws ConfigError naming every bad value. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv.slice(2),
): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = v.safeParse(envSchema, present);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const name = issue.path?.map((item) => String(item.key)).join('.') ?? '?';
      problems.push(`${name}: ${issue.message} (got ${JSON.stringify(issue.input)})`);
    }
  }
  const roleArg = readRole(argv);
  const role = 'role' in roleArg ? roleArg.role : '';
  if ('problem' in roleArg) problems.push(roleArg.problem);
  else if (!(ROLES as readonly string[]).includes(role)) {
    problems.push(`--role: must be one of ${ROLES.join(', ')} (got ${JSON.stringify(role)})`);
  }
  if (parsed.success) problems.push(...storageProblems(parsed.output));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const out = parsed.output;
  return {
    port: out.PORT,
    host: out.HOST,
    dataDir: path.resolve(out.DATA_DIR),
    databaseUrl: out.DATABASE_URL,
    publicUrl: out.PUBLIC_URL,
    modelsDir: path.resolve(out.MODELS_DIR),
    logLevel: out.LOG_LEVEL,
    trustProxy: out.TRUST_PROXY,
    trustProxyHops: out.TRUST_PROXY_HOPS,
    signupsPerHour: out.SIGNUPS_PER_HOUR,
    smtpUrl: out.SMTP_URL,
    mailFrom: out.MAIL_FROM,
    cookieSecure: out.COOKIE_SECURE ?? out.PUBLIC_URL?.startsWith('https://') ?? false,
    maxUploadBytes: out.MAX_UPLOAD_BYTES,
    storageQuotaBytes: out.STORAGE_QUOTA_BYTES,
    ffmpegPath: out.FFMPEG_PATH,
    ffprobePath: out.FFPROBE_PATH,
    whisperCliPath: out.WHISPER_CLI_PATH,
    tesseractPath: out.TESSERACT_PATH,
    jobLeaseMs: out.JOB_LEASE_SECONDS * 1000,
    role: role as Role,
    storage: storageOf(out),
    mediaOffload:
      out.MEDIA_OFFLOAD === 'x-accel'
        ? { kind: 'x-accel', prefix: out.MEDIA_OFFLOAD_PREFIX }
        : undefined,
    integrations: integrationsConfigOf(out),
    retentionYears: out.RETENTION_YEARS,
    journalBcc: out.JOURNAL_BCC,
    firmContacts: {
      supportEmail: out.SUPPORT_EMAIL,
      supportPhone: out.SUPPORT_PHONE,
      privacyEmail: out.PRIVACY_EMAIL,
    },
    metricsToken: out.METRICS_TOKEN,
    shutdownGraceMs: out.SHUTDOWN_GRACE_SECONDS * 1000,
  };
}

type ParsedEnv = v.InferOutput<typeof envSchema>;

function storageProblems(out: ParsedEnv): string[] {
  if (out.STORAGE !== 's3') return [];
  const problems: string[] = [];
  // nginx can only send files it can read from a folder; a bucket stays private behind the app.
  if (out.MEDIA_OFFLOAD !== 'off') {
    problems.push(
      'MEDIA_OFFLOAD: x-accel needs STORAGE=disk (on S3 the server streams media itself)',
    );
  }
  if (!out.S3_BUCKET) problems.push('S3_BUCKET: must be set when STORAGE=s3');
  if (Boolean(out.S3_ACCESS_KEY_ID) !== Boolean(out.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return problems;
}

function storageOf(out: ParsedEnv): StorageConfig {
  if (out.STORAGE !== 's3' || !out.S3_BUCKET) return { kind: 'disk' };
  return {
    kind: 's3',
    endpoint: out.S3_ENDPOINT,
    bucket: out.S3_BUCKET,
    region: out.S3_REGION,
    credentials:
      out.S3_ACCESS_KEY_ID && out.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: out.S3_ACCESS_KEY_ID, secretAccessKey: out.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: out.S3_FORCE_PATH_STYLE,
  };
}
