import { describe, expect, it } from 'vitest';
import { emailCard } from './email-card.ts';

const ORIGIN = 'https://video.example.com';

describe('Copy for email', () => {
  it('is the preview card linking to the share page, with the link written out', () => {
    const card = emailCard({ shareLink: 'abcDEF123_-xyz0123456', advisorName: 'Ana Diaz' }, ORIGIN);
    const link = `${ORIGIN}/share/abcDEF123_-xyz0123456`;
    expect(card.html).toContain(`<a href="${link}"><img src="${link}/card.png"`);
    expect(card.html).toContain('alt="A private video from Ana Diaz"');
    expect(card.html).toContain(`<a href="${link}">${link}</a>`);
    expect(card.text).toBe(`A private video from Ana Diaz: ${link}`);
  });

  it('writes an advisor’s name as text, never as markup', () => {
    const card = emailCard({ shareLink: 'abc', advisorName: 'Ana "<b>" & Co' }, ORIGIN);
    expect(card.html).toContain('alt="A private video from Ana &#34;&#60;b&#62;&#34; &#38; Co"');
    expect(card.html).not.toContain('<b>');
  });
});
