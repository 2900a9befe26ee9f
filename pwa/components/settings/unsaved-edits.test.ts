import { describe, expect, it } from 'vitest';
import { hasUnsavedEdits } from './unsaved-edits.tsx';

describe('hasUnsavedEdits', () => {
  const saved = { phone: '+1 555 0100', calendarLink: '', logoUrl: null as string | null };
  it('sees an edit, a cleared field and a new image', () => {
    expect(hasUnsavedEdits({ ...saved, phone: '+1 555 0199' }, saved)).toBe(true);
    expect(hasUnsavedEdits({ ...saved, phone: '' }, saved)).toBe(true);
    expect(hasUnsavedEdits({ ...saved, logoUrl: 'data:image/png;base64,AA' }, saved)).toBe(true);
  });

  it('sees nothing to lose when the form matches what was saved, spaces at the ends aside', () => {
    expect(hasUnsavedEdits({ ...saved }, saved)).toBe(false);
    expect(hasUnsavedEdits({ ...saved, phone: ' +1 555 0100 ' }, saved)).toBe(false);
  });
});
