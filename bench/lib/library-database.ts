/**
 * The library bench's database (bench/library.ts): two advisors signed up through the running
 * server, then one with 10,000 videos (or as many as asked) and ten viewer events a video, and
 * another with 3,000 videos, written straight into its SQLite file. The startup bench starts
 * servers on a copy of the 10,000-video one.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sqliteFile } from '../../server/db/connect.ts';
import { seedLibraries, type SeededLibrary } from './library-seed.ts';

const VIDEOS = 10_000;
const VIEWER_EVENTS_PER_VIDEO = 10;
const COMPLIMENTS_PER_VIDEO = 0.4;
/** Someone else's library in the same tables, so the advisor filter has work to do. */
const OTHER_VIDEOS = 3_000;

export interface SignedUp {
  id: string;
  cookie: string;
}

export interface LibraryDatabase {
  /** The advisor with the large library, signed in. */
  advisor: SignedUp;
  /** The advisor with the small one. */
  other: SignedUp;
  seeded: SeededLibrary;
  otherSeeded: SeededLibrary;
  seedSeconds: number;
  dbBytes: number;
}

export async function signUp(serverUrl: string, n: number): Promise<SignedUp> {
  const res = await fetch(`${serverUrl}/api/signup`, {
    method: 'POST',
    headers: { Origin: serverUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      advisorName: `Bench Advisor ${n}`,
      companyName: 'Bench Wealth Partners',
      email: `bench.library.${n}.${Date.now()}@example.com`,
      password: 'bench password',
      agreeToTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`signup: ${res.status} ${await res.text()}`);
  const { advisor } = (await res.json()) as { advisor: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('briefcast_session='));
  if (!cookie) throw new Error('signup set no briefcast_session cookie');
  return { id: advisor.id, cookie };
}

/** Fills the database of the server at `serverUrl`, whose data folder is `dataDir`. */
export async function seedLibraryDatabase(
  serverUrl: string,
  dataDir: string,
  nowMs: number,
  videos = VIDEOS,
): Promise<LibraryDatabase> {
  const advisor = await signUp(serverUrl, 1);
  const other = await signUp(serverUrl, 2);
  const file = sqliteFile(dataDir);
  const seedStart = performance.now();
  const [seeded, otherSeeded] = (await seedLibraries(
    file,
    [
      {
        advisorId: advisor.id,
        videos,
        viewerEvents: videos * VIEWER_EVENTS_PER_VIDEO,
        compliments: Math.round(videos * COMPLIMENTS_PER_VIDEO),
      },
      { advisorId: other.id, videos: OTHER_VIDEOS, viewerEvents: 20_000, compliments: 800 },
    ],
    nowMs,
  )) as [SeededLibrary, SeededLibrary];
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const dbBytes = fs.statSync(file).size;
  console.error(
    `bench: seeded ${seeded.videos} + ${otherSeeded.videos} videos, ` +
      `${seeded.viewerEvents + otherSeeded.viewerEvents} viewer events in ` +
      `${seedSeconds.toFixed(1)} s (${(dbBytes / 1e6).toFixed(0)} MB)`,
  );
  return { advisor, other, seeded, otherSeeded, seedSeconds, dbBytes };
}
