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
function withoutVideoBeforeGate(share: unknown): unknown {
  if (!isJson(share) || !isJson(share.video) || !isJson(share.gate)) return share;
  const gate = share.gate as { termsAccepted?: boolean; passwordVerified?: boolean };
  if (gate.termsAccepted && gate.passwordVerified) return share;
  return { ...share, video: { ...share.video, title: null, description: null, clientName: null } };
}

const isStrangersShare = (answer: FixtureAnswer, prefix: string) =>
  answer.who === 'stranger' && answer.path.startsWith(prefix) && answer.status === 200;

const CHANGES: AnswerChange[] = [
  {
    why: 'before the gate, a share names nothing of the video (link previews read it)',
    applies: (answer) => isStrangersShare(answer, '/api/share/'),
    change: (recorded) => ({ ...recorded, body: withoutVideoBeforeGate(recorded.body) }),
  },
  {
    // The page's template gained link preview tags, so its data is what is compared.
    why: 'the share page carries link preview tags, and names nothing of the video before the gate',
    applies: (answer) => isStrangersShare(answer, '/share/'),
    view: pageData,
    change: (recorded) => {
      const data = recorded.body as { link: string; share: unknown } | null;
      return data
        ? { ...recorded, body: { ...data, share: withoutVideoBeforeGate(data.share) } }
        : recorded;
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
