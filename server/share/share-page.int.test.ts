import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareResponse } from '../../shared/api/share.ts';
import { buildAdvisor } from '../test/factories.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The page's data for its script, as the script reads it. */
function pageData(page: string): { link: string; share: ShareResponse } {
  const json = /<script type="application\/json" id="share-data">([\s\S]*?)<\/script>/.exec(page);
  return JSON.parse(json?.[1] ?? 'null') as { link: string; share: ShareResponse };
}

describe('GET /share/:link', () => {
  it.each([
    ['an unknown link', '/share/AAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed link', '/share/not-a-link'],
    ['a 10 KB link', `/share/${'a'.repeat(10_000)}`],
  ])('answers %s with the not-found page, unindexed', async (_, path) => {
    const response = await server.fetch(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('<h1>Video not found or link no longer active</h1>');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('says the link is incomplete when there is none', async () => {
    const response = await server.fetch('/share');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Invalid share link');
  });

  it('renders the whole page on the server: brand, disclosure and the gate, then the video', async () => {
    const { link } = await buildSharedVideo(server);
    const response = await server.fetch(`/share/${link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await response.text();
    expect(page).toContain('<span class="company">Diaz Wealth Partners</span>');
    expect(page).toContain('Terms and Disclosure');
    expect(page).toContain('Accept &amp; View Video');
    expect(page).toContain('Accept the disclosure to see this video.');
    expect(page).toContain('Powered by Briefcast');
    // Before the gate the page names no file, and says nothing of what the video is or for whom.
    expect(page).not.toMatch(/\/media\/share\//);
    expect(page).not.toContain('Quarterly portfolio review');
    expect(page).not.toContain('Where your accounts stand.');
    expect(page).not.toContain('Jordan Smith');
    expect(pageData(page).share.gate).toEqual({ termsAccepted: false, passwordVerified: true });

    const client = new ShareVisitor(server);
    await client.accept(link);
    const open = await (await client.get(`/share/${link}`)).text();
    expect(open).toContain('<p class="for" id="video-client">For: Jordan Smith</p>');
    expect(open).toContain('<h1 id="video-title">Quarterly portfolio review</h1>');
    expect(open).toContain('Where your accounts stand.');
    expect(open).toContain('<title>Quarterly portfolio review · Diaz Wealth Partners</title>');
  });

  it('chooses text colours by WCAG contrast, and names its icon', async () => {
    const shared = await buildSharedVideo(server);
    const branded = async (primaryColor: string, secondaryColor: string) => {
      await server.deps.db
        .updateTable('advisorSettings')
        .set({ primaryColor, secondaryColor })
        .where('advisorId', '=', shared.advisor.advisor.id)
        .execute();
      return (await server.fetch(`/share/${shared.link}`)).text();
    };
    // White on amber is about 2:1: the amber button gets dark text, links a dark colour.
    const amber = await branded('#f59e0b', '#fde68a');
    expect(amber).toContain('--on-primary:#0f172a');
    expect(amber).toContain('--primary-text:#0f172a');
    expect(amber).toContain('--on-secondary:#0f172a');
    // The default blues pass AA with white, and stay as they are.
    const blue = await branded('#2563eb', '#1e40af');
    expect(blue).toContain('--on-primary:#ffffff');
    expect(blue).toContain('--primary-text:#2563eb');
    expect(blue).toContain('--secondary-text:#1e40af');
    expect(blue).toContain('<link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />');
  });

  it('allows only its own nonce’d style and script, and cannot be framed', async () => {
    const { link } = await buildSharedVideo(server);
    const response = await server.fetch(`/share/${link}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`script-src 'nonce-${nonce}'`);
    expect(csp).not.toContain('unsafe-inline');
    const page = await response.text();
    expect(page).toContain(`<style nonce="${nonce}">`);
    const again = await server.fetch(`/share/${link}`);
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('is gzipped for browsers that ask', async () => {
    const { link } = await buildSharedVideo(server);
    const response = await server.fetch(`/share/${link}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('Powered by Briefcast');
  });

  it('says a video is being prepared until its file has arrived', async () => {
    const { link } = await buildSharedVideo(server, { status: 'published' });
    const client = new ShareVisitor(server);
    await client.accept(link);
    const page = await (await client.get(`/share/${link}`)).text();
    expect(page).toContain('This video is being prepared');
    expect(pageData(page).share.video).toMatchObject({ state: 'preparing', fileUrl: null });
    expect((await client.get(`/media/share/${link}/video`)).status).toBe(404);
  });

  it('says a video that could not be processed is not available', async () => {
    const { link } = await buildSharedVideo(server, { status: 'failed' });
    const page = await (await server.fetch(`/share/${link}`)).text();
    expect(page).toContain('Video not available');
  });

  it('shows a protected video’s title only once its password is given', async () => {
    const { link } = await buildSharedVideo(server, { overrides: { password: 'tulip-42' } });
    const client = new ShareVisitor(server);
    await client.accept(link);
    const locked = await (await client.get(`/share/${link}`)).text();
    expect(locked).not.toContain('Quarterly portfolio review');
    expect(locked).toContain('Private video');
    expect(locked).toContain('Password Required');
    await client.verify(link, 'tulip-42');
    const open = await (await client.get(`/share/${link}`)).text();
    expect(open).toContain('<h1 id="video-title">Quarterly portfolio review</h1>');
  });

  it('shows every advisor and client text as text, never as markup', async () => {
    const attack = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
    const advisor = await buildAdvisor(server, { companyName: `Acme ${attack}` });
    const contact = await server.send(
      'PATCH',
      '/api/settings/contact',
      {
        advisorName: `Ana ${attack}`,
        companyName: `Acme ${attack}`,
        phone: '+1 555 010 0100',
        calendarLink: 'https://cal.example.com/ana?a=1&b="2"',
      },
      { Cookie: advisor.cookie },
    );
    expect(contact.status).toBe(200);
    await server.send(
      'PATCH',
      '/api/settings/compliance',
      { disclosureText: `Read this. ${attack} </script><script>alert(3)</script>` },
      { Cookie: advisor.cookie },
    );
    const { link } = await buildSharedVideo(server, {
      advisor,
      overrides: { title: `Title ${attack}`, description: `About ${attack}`, clientName: attack },
    });
    const client = new ShareVisitor(server);
    await client.accept(link);
    const page = await (await client.get(`/share/${link}`)).text();
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('Title &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('href="https://cal.example.com/ana?a=1&amp;b=&quot;2&quot;"');
    expect(page).toContain('rel="noopener noreferrer"');
    // Every script element is ours: the page data and (when built) the viewer.
    const scripts = page.match(/<script\b/g) ?? [];
    expect(scripts.length).toBeLessThanOrEqual(2);
    expect(pageData(page).share.video.title).toBe(`Title ${attack}`);
  });
});
