import { describe, expect, it } from 'vitest';
import { shareMailto, shareSms, shareUrlOf } from './share-message.ts';

describe('share message', () => {
  it('builds the full link from the origin', () => {
    expect(shareUrlOf('abc_DEF-123', 'https://video.firm.example')).toBe(
      'https://video.firm.example/share/abc_DEF-123',
    );
  });

  it('writes the subject and a body greeting the client, with the link and the advisor', () => {
    const url = shareMailto({
      title: 'Q3 Review & Plan',
      clientName: 'Jordan',
      url: 'https://video.firm.example/share/x1',
      advisorName: 'Morgan Lee',
    });
    const query = new URLSearchParams(url.slice('mailto:?'.length));
    expect(url).not.toContain('+');
    expect(query.get('subject')).toBe('Video: Q3 Review & Plan');
    expect(query.get('body')).toBe(
      'Hi Jordan,\n\nI recorded a short video for you: https://video.firm.example/share/x1' +
        '\n\nBest regards,\nMorgan Lee',
    );
  });

  it('greets "there" when no client name was given', () => {
    const url = shareMailto({ title: 'T', clientName: '  ', url: 'u', advisorName: 'A' });
    expect(new URLSearchParams(url.slice(8)).get('body')).toMatch(/^Hi there,/);
  });
});

describe('text message link', () => {
  it('opens the messaging app with the link and who it is from, the recipient left to choose', () => {
    const sms = shareSms({
      clientName: 'Jordan',
      url: 'https://video.firm.example/share/x1?a=b&c=d',
      advisorName: 'Morgan Lee',
    });
    expect(sms.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(sms.slice('sms:?&body='.length))).toBe(
      'Hi Jordan, I recorded a short video for you: https://video.firm.example/share/x1?a=b&c=d (Morgan Lee)',
    );
    // The link's own & and ? cannot end the body early.
    expect(sms.slice('sms:?&body='.length)).not.toMatch(/[&?=]/);
  });
});
