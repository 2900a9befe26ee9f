/**
 * A large advisor library written straight into the server's SQLite file (bench/library.ts):
 * videos with the columns the migrations create and values the app itself would store, and
 * the share-page traffic they had (viewer sessions, viewer events, compliments).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { hashPassword } from '../../server/accounts/passwords.ts';
import { FINANCIAL_PARAGRAPHS } from './financial-paragraphs.ts';
import { DAY_MS } from '../../shared/constants/time.ts';

/** One title topic in fifty: each matches about 2% of a library. Only this one says "annuity". */
export const RARE_TITLE_WORD = 'annuity';
/** Nowhere in any title or description. */
export const ABSENT_WORD = 'cryptocurrency';

const TOPICS = [
  'Quarterly portfolio review',
  'Retirement income plan',
  'Roth conversion walkthrough',
  'Annuity options compared',
  'Estate plan update',
  'Beneficiary designation check',
  'Tax-loss harvesting',
  'Required minimum distributions',
  'College savings 529 plan',
  'Social Security timing',
  'Market volatility update',
  'Rebalancing recommendation',
  'Bond ladder proposal',
  'Emergency fund review',
  'Insurance coverage review',
  'Long-term care options',
  'Charitable giving strategy',
  'Donor-advised fund setup',
  'Inheritance planning',
  'Business succession plan',
  'Stock option exercise',
  '401(k) rollover steps',
  'IRA contribution reminder',
  'HSA investment options',
  'Mortgage refinance analysis',
  'Home purchase budget',
  'Debt payoff plan',
  'Year-end tax checklist',
  'Capital gains outlook',
  'Dividend income update',
  'ESG portfolio options',
  'International allocation',
  'Inflation protection',
  'Interest rate outlook',
  'Cash management review',
  'Trust funding checklist',
  'Pension lump sum decision',
  'Medicare enrollment',
  'Divorce financial planning',
  'New baby financial checklist',
  'Wedding budget planning',
  'Welcome to the firm',
  'Risk questionnaire results',
  'Fee schedule explained',
  'Account transfer status',
  'Statement walkthrough',
  'Monthly market recap',
  'Financial plan kickoff',
  'Goals check-in',
  'Portfolio performance summary',
];

const FIRST_NAMES = [
  'Jordan',
  'Maria',
  'Wei',
  'Priya',
  'Samuel',
  'Fatima',
  'Lucas',
  'Hannah',
  'Omar',
  'Grace',
  'Diego',
  'Aisha',
  'Noah',
  'Elena',
  'Kenji',
  'Chloe',
  'Tomás',
  'Ingrid',
  'Malik',
  'Sofia',
];
const LAST_NAMES = [
  'Smith',
  'Garcia',
  'Chen',
  'Patel',
  'Okafor',
  'Haddad',
  'Müller',
  'Johnson',
  'Nakamura',
  'Rossi',
  'Kowalski',
  'Nguyen',
  'Brown',
  'Silva',
  'Andersson',
  'Dubois',
  'Kim',
  'Walsh',
];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** What the pipeline's "describing" step or the advisor writes: a sentence or two. */
const DESCRIPTION_SENTENCES = [
  'A short walk through where your accounts stand this quarter.',
  'We look at how your investments performed against the plan we agreed.',
  'I explain the change I recommend and why it fits your goals.',
  'Covers the paperwork we need from you and the deadlines that apply.',
  'A summary of what we discussed in our last meeting.',
  'Your cash reserve still covers six months of household expenses.',
  'We review the risk level of your portfolio after recent market moves.',
  'Includes the next steps and what I will take care of for you.',
  'Please reply with any questions before our next call.',
  'The numbers shown are as of the end of last month.',
  'This update explains the tax consequences of the options we considered.',
  'A reminder of the contributions still open to you this year.',
];

const STATUSES: ReadonlyArray<readonly [status: string, weight: number]> = [
  ['ready', 0.85],
  ['failed', 0.06],
  ['processing', 0.03],
  ['uploaded', 0.02],
  ['uploading', 0.04],
];
const PROCESSING_STEPS = ['checking', 'converting', 'transcribing', 'describing'];
const FAILURE_REASONS = [
  'The recording could not be read: the file is damaged or incomplete.',
  'The recording has no video track.',
  'Converting the recording failed. Please try uploading it again.',
];
const COMPLIMENTS = ['thumbs_up', 'heart', 'clap', 'helpful', 'custom'];
const COMMENTS = [
  'Thanks, this was really clear.',
  'Can we talk about this on Friday?',
  'Makes sense, please go ahead.',
  'Could you send the form by email as well?',
];
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
];

export const SPAN_DAYS = 730;

/** mulberry32: the same library on every run, so runs compare. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

const iso = (ms: number) => new Date(ms).toISOString();
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** WebVTT as the transcriber writes it, about one cue per sentence, and its plain text. */
function captionsFor(rng: Rng, durationSeconds: number): { vtt: string; transcript: string } {
  const sentences = FINANCIAL_PARAGRAPHS.join(' ').split(/(?<=\.)\s+/);
  const cues: string[] = [];
  const said: string[] = [];
  let at = 0;
  for (let i = rng.int(sentences.length); at < Math.min(durationSeconds, 180); i += 1) {
    const text = sentences[i % sentences.length] ?? '';
    const end = at + 3 + rng.next() * 4;
    const stamp = (s: number) => new Date(s * 1000).toISOString().slice(11, 23);
    cues.push(`${stamp(at)} --> ${stamp(end)}\n${text}`);
    said.push(text);
    at = end;
  }
  return { vtt: `WEBVTT\n\n${cues.join('\n\n')}\n`, transcript: said.join(' ') };
}

export interface LibraryPlan {
  advisorId: string;
  videos: number;
  viewerEvents: number;
  compliments: number;
}

export interface SeededLibrary {
  advisorId: string;
  videos: number;
  viewerSessions: number;
  viewerEvents: number;
  compliments: number;
  unread: number;
  titlesWithRareWord: number;
}

interface SeededVideo {
  id: string;
  createdMs: number;
  duration: number;
  viewCount: number;
}

/**
 * Writes one advisor's library in a single transaction: videos spread over the last two
 * years (newest `nowMs`), then visits of the ready ones until `viewerEvents` events exist,
 * popular videos getting most of them, then compliments on some of those visits.
 */
function seedOne(
  sqlite: SqliteDatabase.Database,
  plan: LibraryPlan,
  nowMs: number,
  passwordHash: string,
  rng: Rng,
): SeededLibrary {
  const insertVideo = sqlite.prepare(`
    insert into videos (
      id, advisor_id, client_name, title, description, file_url, thumbnail_url, duration,
      status, captions_enabled, include_profile_picture, created_at, updated_at,
      client_request_id, processing_step, failure_reason
    ) values (
      @id, @advisorId, @clientName, @title, @description, null, null, @duration,
      @status, @captionsEnabled, @includeProfilePicture, @createdAt, @updatedAt,
      @clientRequestId, @processingStep, @failureReason
    )`);
  const insertDeclaration = sqlite.prepare(`
    insert into upload_declarations (
      video_id, upload_size, upload_sha256, upload_content_type, container, uploaded_at
    ) values (@id, @uploadSize, @uploadSha256, @uploadContentType, @container, @uploadedAt)`);
  const insertCaptionTrack = sqlite.prepare(`
    insert into caption_tracks (
      video_id, language, captions_data, transcript_text, source, created_at, updated_at
    ) values (?, 'en', ?, ?, 'whisper', ?, ?)`);
  const insertShareLink = sqlite.prepare(`
    insert into share_links (
      video_id, share_link, password_hash, share_revoked_at, share_expires_at, view_count
    ) values (@id, @shareLink, @passwordHash, @shareRevokedAt, @shareExpiresAt, 0)`);
  const insertUpload = sqlite.prepare(`
    insert into uploads (id, video_id, advisor_id, size, received, created_at, updated_at)
    values (?, ?, ?, ?, ?, ?, ?)`);
  const insertSession = sqlite.prepare(`
    insert into viewer_sessions (
      video_id, session_id, ip, user_agent, created_at, last_seen_at, played_at, completed_at,
      furthest_second
    ) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertEvent = sqlite.prepare(`
    insert into viewer_events (id, video_id, session_id, event, metadata, created_at)
    values (?, ?, ?, ?, ?, ?)`);
  const insertCompliment = sqlite.prepare(`
    insert into viewer_compliments (id, video_id, session_id, type, message, created_at, read_at)
    values (?, ?, ?, ?, ?, ?, ?)`);
  const setViewCount = sqlite.prepare('update share_links set view_count = ? where video_id = ?');

  const ready: SeededVideo[] = [];
  let titlesWithRareWord = 0;
  for (let i = 0; i < plan.videos; i += 1) {
    const createdMs = nowMs - Math.floor(rng.next() * SPAN_DAYS * DAY_MS);
    const created = new Date(createdMs);
    const topic = rng.pick(TOPICS);
    const client = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const title =
      rng.next() < 0.5
        ? `${topic} for ${client.split(' ')[0]}`
        : `${topic} – ${MONTHS[created.getUTCMonth()]} ${created.getUTCFullYear()}`;
    if (title.toLowerCase().includes(RARE_TITLE_WORD)) titlesWithRareWord += 1;
    let roll = rng.next();
    const status = STATUSES.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'ready';
    const duration = Math.round((20 + rng.next() * 580) * 10) / 10;
    const size = Math.round(duration * (150_000 + rng.next() * 100_000));
    const webm = rng.next() < 0.8;
    const uploading = status === 'uploading';
    const captions = status === 'ready' ? captionsFor(rng, duration) : null;
    const id = randomUUID();
    const video = {
      id,
      advisorId: plan.advisorId,
      clientName: rng.next() < 0.9 ? client : null,
      title,
      description:
        rng.next() < 0.85
          ? [rng.pick(DESCRIPTION_SENTENCES), rng.pick(DESCRIPTION_SENTENCES)].join(' ')
          : null,
      duration,
      status,
      captionsEnabled: rng.next() < 0.9 ? 1 : 0,
      includeProfilePicture: rng.next() < 0.7 ? 1 : 0,
      createdAt: iso(createdMs),
      updatedAt: iso(createdMs + Math.floor(rng.next() * 10 * 60_000)),
      clientRequestId: randomUUID(),
      uploadSize: size,
      uploadSha256: hex(32),
      uploadContentType: webm ? 'video/webm' : 'video/mp4',
      container: uploading ? null : webm ? 'webm' : 'mp4',
      uploadedAt: uploading ? null : iso(createdMs + 30_000),
      processingStep: status === 'processing' ? rng.pick(PROCESSING_STEPS) : null,
      failureReason: status === 'failed' ? rng.pick(FAILURE_REASONS) : null,
    };
    const { uploadSize, uploadSha256, uploadContentType, container, uploadedAt, ...row } = video;
    insertVideo.run(row);
    insertDeclaration.run({
      id,
      uploadSize,
      uploadSha256,
      uploadContentType,
      container,
      uploadedAt,
    });
    if (captions) {
      const { createdAt, updatedAt } = video;
      insertCaptionTrack.run(id, captions.vtt, captions.transcript, createdAt, updatedAt);
    }
    insertShareLink.run({
      id,
      shareLink: randomBytes(16).toString('base64url'),
      passwordHash: rng.next() < 0.05 ? passwordHash : null,
      shareRevokedAt: rng.next() < 0.02 ? iso(createdMs + 7 * DAY_MS) : null,
      shareExpiresAt: rng.next() < 0.1 ? iso(createdMs + 30 * DAY_MS) : null,
    });
    if (uploading) {
      const received = Math.floor(size * rng.next());
      insertUpload.run(hex(16), id, plan.advisorId, size, received, iso(createdMs), iso(createdMs));
    }
    if (status === 'ready') ready.push({ id, createdMs, duration, viewCount: 0 });
  }

  // Visits until the events are all written: a few videos get most of the attention.
  const visits: Array<{ video: SeededVideo; sessionId: string; atMs: number }> = [];
  let events = 0;
  while (events < plan.viewerEvents && ready.length > 0) {
    const video = ready[Math.floor(ready.length * rng.next() ** 2)] as SeededVideo;
    const sessionId = randomUUID();
    const startMs = video.createdMs + Math.floor(rng.next() * (nowMs - video.createdMs));
    const played = rng.next() < 0.85;
    const completed = played && rng.next() < 0.5;
    const names = ['VIEWER_ACCEPTED_TERMS'];
    if (played) names.push('VIDEO_PLAYED');
    for (let k = rng.int(4); k > 0; k -= 1) {
      names.push(rng.pick(['VIDEO_PAUSED', 'VIDEO_PLAYED', 'SPEED_CHANGED', 'CAPTIONS_ON']));
    }
    if (completed) names.push('VIDEO_COMPLETED');
    let atMs = startMs;
    for (const name of names.slice(0, plan.viewerEvents - events)) {
      atMs += 1000 + rng.int(60_000);
      const metadata =
        name === 'SPEED_CHANGED' ? JSON.stringify({ rate: rng.pick([1.25, 1.5, 2]) }) : null;
      insertEvent.run(randomUUID(), video.id, sessionId, name, metadata, iso(atMs));
      events += 1;
    }
    const further = completed ? video.duration : played ? rng.next() * video.duration : 0;
    insertSession.run(
      video.id,
      sessionId,
      `203.0.113.${1 + rng.int(254)}`,
      rng.pick(USER_AGENTS),
      iso(startMs),
      iso(atMs),
      played ? iso(startMs + 2000) : null,
      completed ? iso(atMs) : null,
      Math.round(further * 10) / 10,
    );
    if (played) video.viewCount += 1;
    visits.push({ video, sessionId, atMs });
  }
  for (const video of ready) if (video.viewCount > 0) setViewCount.run(video.viewCount, video.id);

  let unread = 0;
  for (let i = 0; i < plan.compliments && visits.length > 0; i += 1) {
    const visit = visits[rng.int(visits.length)];
    if (!visit) continue;
    const type = rng.pick(COMPLIMENTS);
    const createdMs = visit.atMs + 5000;
    const isUnread = rng.next() < 0.3;
    if (isUnread) unread += 1;
    insertCompliment.run(
      randomUUID(),
      visit.video.id,
      visit.sessionId,
      type,
      type === 'custom' ? rng.pick(COMMENTS) : null,
      iso(createdMs),
      isUnread ? null : iso(Math.min(nowMs, createdMs + DAY_MS)),
    );
  }

  return {
    advisorId: plan.advisorId,
    videos: plan.videos,
    viewerSessions: visits.length,
    viewerEvents: events,
    compliments: plan.compliments,
    unread,
    titlesWithRareWord,
  };
}

/**
 * Seeds every plan into the SQLite file, each advisor in one transaction, with the server
 * running (WAL lets it keep reading). Resolves to what was written, per advisor.
 */
export async function seedLibraries(
  file: string,
  plans: LibraryPlan[],
  nowMs: number,
): Promise<SeededLibrary[]> {
  const passwordHash = await hashPassword('client password');
  const sqlite = new SqliteDatabase(file);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // A throwaway database: no fsync, and the whole transaction in memory until it commits.
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma('cache_size = -524288');
    const rng = prng(20_260_131);
    return plans.map((plan) =>
      sqlite.transaction(() => seedOne(sqlite, plan, nowMs, passwordHash, rng))(),
    );
  } finally {
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.close();
  }
}
