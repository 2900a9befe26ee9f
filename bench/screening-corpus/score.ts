/**
 * Scoring the screening against what was planted: a finding recalls a planted value when it
 * is the same kind, its mask keeps the value's last digits, and it was on screen while the
 * value was.
 */
import type { TimedFinding } from '../../server/screening/timeline.ts';
import type { PlantedValue, Screen } from './screens.ts';

/** A planted value and when its screen was shown. */
export interface ShownValue extends PlantedValue {
  screen: Screen;
  fromSeconds: number;
  toSeconds: number;
}

const lastDigits = (text: string, count: number) => text.replace(/\D/g, '').slice(-count);

export function shownValues(screens: readonly Screen[], holdSeconds: number): ShownValue[] {
  return screens.flatMap((screen, i) =>
    screen.planted.map((value) => ({
      ...value,
      screen,
      fromSeconds: i * holdSeconds,
      toSeconds: (i + 1) * holdSeconds,
    })),
  );
}

export function recalls(finding: TimedFinding, value: ShownValue): boolean {
  return (
    finding.kind === value.kind &&
    lastDigits(finding.masked, 4) === lastDigits(value.text, 4) &&
    finding.startSeconds < value.toSeconds &&
    value.fromSeconds < finding.endSeconds
  );
}

/** Whether a line read off a frame holds the value's digits (spaces and dashes aside). */
export function readsValue(line: string, value: PlantedValue): boolean {
  return line.replace(/\D/g, '').includes(value.text.replace(/\D/g, ''));
}
