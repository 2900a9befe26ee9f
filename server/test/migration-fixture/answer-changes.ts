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

/**
 * None since the fixture was recorded (its `answers.json` names the commit): each feature that
 * changes a read on purpose from now on adds its change here.
 */
const CHANGES: AnswerChange[] = [];

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
