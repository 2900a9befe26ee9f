import { describe, expect, it } from 'vitest';
import { withAiContent } from './preview-ai.ts';
import {
  draftDetailsOf,
  initialPreviewForm,
  validatePreviewForm,
  type PreviewForm,
} from './preview-form.ts';

const settings = { microphone: 'default', includeProfilePicture: false };

describe('preview form', () => {
  it('starts with captions on and the profile picture as chosen before recording', () => {
    expect(initialPreviewForm({ settings, details: null })).toEqual({
      clientName: '',
      title: '',
      description: '',
      captionsEnabled: true,
      includeProfilePicture: false,
      passwordProtected: false,
      captionsVtt: null,
      password: '',
    });
  });

  it('comes back as it was left, without a password', () => {
    const details = {
      clientName: 'Jordan Smith',
      title: 'Q3 review',
      description: 'Your portfolio this quarter',
      captionsEnabled: false,
      includeProfilePicture: true,
      passwordProtected: true,
    };
    // A draft kept before the preview AI existed has no captions of its own.
    expect(initialPreviewForm({ settings, details })).toEqual({
      ...details,
      captionsVtt: null,
      password: '',
    });
  });

  it('starts with the title of the script the recording was read from', () => {
    const fromScript = {
      ...settings,
      script: { id: 'market-update-briefing', title: 'Market Update Briefing' },
    };
    expect(initialPreviewForm({ settings: fromScript, details: null }).title).toBe(
      'Market Update Briefing',
    );
    // The script's title is the advisor's choice: the preview AI fills only the description.
    const form = initialPreviewForm({ settings: fromScript, details: null });
    const ai = { title: 'Markets this week', description: 'What moved and why.' };
    expect(withAiContent(form, ai)).toMatchObject({
      title: 'Market Update Briefing',
      description: 'What moved and why.',
    });
    // Once the advisor has edited the form, their title wins, even a cleared one.
    const edited = { ...initialPreviewForm({ settings, details: null }), title: '' };
    expect(
      initialPreviewForm({ settings: fromScript, details: draftDetailsOf(edited) }).title,
    ).toBe('');
  });

  it('keeps the CRM contact picked with the draft, to link once the video exists', () => {
    const crmContact = { provider: 'wealthbox' as const, contactId: '42', displayName: 'Jordan' };
    const form = { ...initialPreviewForm({ settings, details: null }), crmContact };
    const details = draftDetailsOf(form);
    expect(details.crmContact).toEqual(crmContact);
    expect(initialPreviewForm({ settings, details }).crmContact).toEqual(crmContact);
    expect(draftDetailsOf({ ...form, crmContact: null }).crmContact).toBeNull();
  });

  it('never stores the password with the draft', () => {
    const form = { ...initialPreviewForm({ settings, details: null }), password: 'secret' };
    expect(draftDetailsOf(form)).not.toHaveProperty('password');
  });

  describe('validation', () => {
    const valid: PreviewForm = {
      ...initialPreviewForm({ settings, details: null }),
      title: 'Q3 review',
    };

    it('accepts a titled video without a password, and an untitled one (it gets a default)', () => {
      expect(validatePreviewForm(valid)).toBeNull();
      expect(validatePreviewForm({ ...valid, title: '   ' })).toBeNull();
    });

    it('requires a password only while protection is on', () => {
      const guarded = { ...valid, passwordProtected: true, password: ' ' };
      expect(validatePreviewForm(guarded)).toEqual({
        field: 'password',
        title: 'Password Required',
        description: 'Please enter a password or turn off password protection.',
      });
      expect(validatePreviewForm({ ...guarded, password: 'maple friday' })).toBeNull();
      expect(validatePreviewForm({ ...guarded, passwordProtected: false })).toBeNull();
    });

    it('refuses a short or common video password, as the server would', () => {
      const guarded = { ...valid, passwordProtected: true };
      expect(validatePreviewForm({ ...guarded, password: 'ab' })).toEqual({
        field: 'password',
        title: 'Choose Another Password',
        description: 'Password must be at least 8 characters',
      });
      expect(validatePreviewForm({ ...guarded, password: 'password1' })?.description).toContain(
        'most common',
      );
    });
  });
});
