import { describe, expect, it } from 'vitest';
import { muteFilter } from './mute.ts';

describe('the filter that silences stretches of the sound', () => {
  it('turns the volume to nothing while any stretch lasts', () => {
    expect(
      muteFilter([
        { fromSeconds: 1.25, toSeconds: 3.5 },
        { fromSeconds: 10, toSeconds: 12.125 },
      ]),
    ).toBe("volume=volume=0:enable='between(t,1.250,3.500)+between(t,10.000,12.125)'");
  });
});
