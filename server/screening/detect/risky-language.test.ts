import { describe, expect, it } from 'vitest';
import { findRiskyLanguage } from './risky-language.ts';

const said = (text: string, phrases?: string[]) =>
  findRiskyLanguage(text, phrases).map((match) => match.text);

describe('risky language in what was said', () => {
  it('finds each default phrase, whatever its case, spacing or apostrophe', () => {
    expect(said('This fund is Guaranteed to grow.')).toEqual(['Guaranteed']);
    expect(said('It is risk free and you can’t lose.')).toEqual(['risk free', 'can’t lose']);
    expect(said('There is no downside, it is a sure thing.')).toEqual([
      'no downside',
      'sure thing',
    ]);
    expect(said('Your money will double and beat the market.')).toEqual([
      'will double',
      'beat the market',
    ]);
  });

  it('finds a promised return', () => {
    expect(said('With this plan you will earn 12% a year.')).toEqual(['you will earn 12%']);
    expect(said("We'll make at least 8 percent.")).toEqual(["We'll make at least 8 percent"]);
  });

  it('matches whole words only', () => {
    expect(said('The guarantor signed; nothing is unsure thingwise.')).toEqual([]);
  });

  it('leaves a past return alone, but flags "guarantee" even in a disclaimer (dismissed by hand)', () => {
    expect(said('Returns were 12% last year, and may go down as well as up.')).toEqual([]);
    expect(said('Past performance does not guarantee future results.')).toEqual(['guarantee']);
  });

  it("uses the firm's own list when given", () => {
    expect(said('A safe bet with no downside.', ['safe bet'])).toEqual(['safe bet']);
  });
});
