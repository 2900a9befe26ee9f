import { DEFAULT_RISKY_PHRASES } from '../../screening/detect/risky-language.ts';
import type { FixtureAnswer } from './answers.ts';

/**
 * An answer a feature changed on purpose after the fixture was recorded. A migration must not
 * change what any read answers; a feature may, and says here which reads and how, so the
 * replay still compares everything else exactly. `view` is what of such an answer is compared
 * from then on (both sides), `change` turns the recorded answer into today's.
 */
interface AnswerChange {
  why: string;
  applies: (answer: FixtureAnswer) => boolean;
  view?: (answer: FixtureAnswer) => FixtureAnswer;
  change: (recorded: FixtureAnswer) => FixtureAnswer;
}

type Json = Record<string, unknown>;

const isJson = (body: unknown): body is Json => typeof body === 'object' && body !== null;

/** The share page's data for its script, as the page carries it. */
function pageData(answer: FixtureAnswer): FixtureAnswer {
  const html = typeof answer.body === 'string' ? answer.body : '';
  const json = /<script type="application\/json" id="share-data">([\s\S]*?)<\/script>/.exec(html);
  return { ...answer, body: JSON.parse(json?.[1] ?? 'null') as unknown };
}

/** A share as a visitor who has not passed the gate sees it: nothing of the video. */
function withoutVideoBeforeGate(share: Json): Json {
  if (!isJson(share.video) || !isJson(share.gate)) return share;
  const gate = share.gate as { termsAccepted?: boolean; passwordVerified?: boolean };
  if (gate.termsAccepted && gate.passwordVerified) return share;
  return { ...share, video: { ...share.video, title: null, description: null, clientName: null } };
}

/** A share answer's share: the API's body, or the page's data for its script. */
function onShare(recorded: FixtureAnswer, change: (share: Json) => Json): FixtureAnswer {
  const body = recorded.body;
  if (!isJson(body)) return recorded;
  if (recorded.path.startsWith('/api/share/')) return { ...recorded, body: change(body) };
  return isJson(body.share)
    ? { ...recorded, body: { ...body, share: change(body.share) } }
    : recorded;
}

/** Each of a body's entries under `key` (an object, or every object in a list) changed. */
function onEach(
  recorded: FixtureAnswer,
  key: string,
  change: (entry: Json) => Json,
): FixtureAnswer {
  const body = recorded.body;
  if (!isJson(body)) return recorded;
  const value = body[key];
  const changed = Array.isArray(value)
    ? value.map((entry: unknown) => (isJson(entry) ? change(entry) : entry))
    : isJson(value)
      ? change(value)
      : value;
  return { ...recorded, body: { ...body, [key]: changed } };
}

const isShare = (answer: FixtureAnswer) =>
  answer.status === 200 &&
  (answer.path.startsWith('/api/share/') ||
    (answer.who === 'stranger' && answer.path.startsWith('/share/')));
const isAdvisorsVideo = (answer: FixtureAnswer) =>
  answer.status === 200 && /^\/api\/videos(\?|\/[^/]+$|$)/.test(answer.path);

const CHANGES: AnswerChange[] = [
  {
    // The page's template gained link preview tags, transcript, chapters, downloads and replies
    // sections, so its data is what is compared.
    why: 'the share page carries link preview tags and new sections its script fills in',
    applies: (answer) => answer.who === 'stranger' && answer.path.startsWith('/share/'),
    view: pageData,
    change: (recorded) => recorded,
  },
  {
    why: 'before the gate, a share names nothing of the video (link previews read it)',
    applies: isShare,
    change: (recorded) => onShare(recorded, withoutVideoBeforeGate),
  },
  {
    why: 'a share names its chapters and downloads (none for a video made before them)',
    applies: isShare,
    change: (recorded) =>
      onShare(recorded, (share) => ({
        ...share,
        video: {
          ...(share.video as Json),
          downloadUrl: null,
          captionDownloads: null,
          chapters: [],
        },
      })),
  },
  {
    why: "a share lists the advisor's replies to comments (none before replies existed)",
    applies: isShare,
    change: (recorded) => onShare(recorded, (share) => ({ ...share, threads: [] })),
  },
  {
    why: "the advisor's video says whether clients may download it, and its chapters",
    applies: isAdvisorsVideo,
    change: (recorded) => {
      const add = (video: Json) => ({ ...video, allowDownload: false, chapters: [] });
      return onEach(onEach(recorded, 'video', add), 'videos', add);
    },
  },
  {
    why: "the advisor's video says what it was recorded from (a screen, before cameras) and its layout",
    applies: isAdvisorsVideo,
    change: (recorded) => {
      const add = (video: Json) => ({ ...video, sources: ['screen'], layout: null });
      return onEach(onEach(recorded, 'video', add), 'videos', add);
    },
  },
  {
    why: "a response has the moment it was sent at, and the advisor's replies to it",
    applies: (answer) => answer.status === 200 && answer.path.endsWith('/activity'),
    change: (recorded) =>
      onEach(recorded, 'responses', (response) => ({ ...response, atSeconds: null, replies: [] })),
  },
  {
    why: 'the compliance settings say whether the firm forbids downloads, and its screening policy',
    applies: (answer) => answer.status === 200 && answer.path === '/api/compliance/settings',
    change: (recorded) => {
      const body = recorded.body;
      if (!isJson(body)) return recorded;
      const screening = { riskyPhrases: [...DEFAULT_RISKY_PHRASES], screeningHold: 'flag' };
      return { ...recorded, body: { ...body, downloadsForbidden: false, ...screening } };
    },
  },
  {
    why: "the compliance queue and record count each video's screening findings",
    applies: (answer) => answer.status === 200 && answer.path.startsWith('/api/compliance/videos'),
    change: (recorded) => {
      const findings = { open: 0, blurred: 0, muted: 0, dismissed: 0 };
      const listed = onEach(recorded, 'videos', (video) => ({ ...video, findings }));
      return onEach(listed, 'video', (video) => ({ ...video, findings, screeningFindings: [] }));
    },
  },
];

/** The recorded answer as today's code should give it, and today's answer, both as compared. */
export function asComparedToday(
  recorded: FixtureAnswer,
  today: FixtureAnswer,
): { expected: FixtureAnswer; actual: FixtureAnswer } {
  let expected = recorded;
  let actual = today;
  for (const change of CHANGES.filter((c) => c.applies(recorded))) {
    if (change.view) {
      expected = change.view(expected);
      actual = change.view(actual);
    }
    expected = change.change(expected);
  }
  return { expected, actual };
}
