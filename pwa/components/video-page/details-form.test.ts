import { describe, expect, it } from 'vitest';
import { changedDetails, checkPatch, type DetailsValues } from './details-form.ts';

const VIDEO: DetailsValues = {
  title: 'Your Q3 review',
  description: 'Where things stand.',
  clientName: 'Jordan',
  captionsEnabled: true,
  includeProfilePicture: true,
};

describe('changedDetails', () => {
  it('keeps only the fields that differ from the video', () => {
    expect(
      changedDetails(VIDEO, {
        title: 'Your Q3 review',
        description: 'New words.',
        captionsEnabled: true,
        includeProfilePicture: false,
      }),
    ).toEqual({ description: 'New words.', includeProfilePicture: false });
  });

  it('does not count spaces around text as a change', () => {
    expect(changedDetails(VIDEO, { title: '  Your Q3 review ', clientName: 'Jordan' })).toEqual({});
  });

  it('is empty without edits', () => {
    expect(changedDetails(VIDEO, {})).toEqual({});
  });
});

describe('checkPatch', () => {
  it('gives the trimmed input the server will accept', () => {
    expect(checkPatch({ title: '  New title ' })).toEqual({
      ok: true,
      input: expect.objectContaining({ title: 'New title' }),
    });
    expect(checkPatch({ password: null })).toEqual({
      ok: true,
      input: expect.objectContaining({ password: null }),
    });
  });

  it('gives the schema’s messages per field', () => {
    expect(checkPatch({ title: '   ' })).toEqual({
      ok: false,
      errors: { title: 'Please enter a title' },
    });
    expect(checkPatch({ password: ' ' })).toEqual({
      ok: false,
      errors: { password: 'Please enter a password.' },
    });
  });
});
