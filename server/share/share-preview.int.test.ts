import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdvisor } from '../test/factories.ts';
import { makePng, pixelAt, probeImageSize, toDataUrl } from '../test/images.ts';
import { buildSharedVideo } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The link preview tags a chat or email app reads from the page, by property or name. */
function previewTags(page: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, value] of page.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g,
  )) {
    tags[key ?? ''] = value ?? '';
  }
  return tags;
}

/** What Tesseract's English model reads on a picture: the words a person sees on the card. */
function readText(png: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-card-'));
  try {
    fs.writeFileSync(path.join(dir, 'card.png'), png);
    return execFileSync('tesseract', [path.join(dir, 'card.png'), 'stdout'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function fetchCard(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('a share link pasted into email or chat', () => {
  it('unfurls as who sent it, with a card, and nothing of the video', async () => {
    const { link, advisor } = await buildSharedVideo(server);
    // A link preview fetches the page as a stranger would: no cookie, no gate passed.
    const response = await server.fetch(`/share/${link}`, {
      headers: { 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
    });
    const page = await response.text();
    const tags = previewTags(page);
    const name = advisor.advisor.advisorName;
    expect(tags).toMatchObject({
      'og:title': `A private video from ${name}`,
      'og:site_name': 'Diaz Wealth Partners',
      'og:description':
        'Diaz Wealth Partners shared a private video with you. Open the link to watch it.',
      'og:image': `${server.url}/share/${link}/card.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'twitter:title': `A private video from ${name}`,
    });
    for (const secret of ['Quarterly portfolio review', 'Where your accounts stand.', 'Jordan']) {
      expect(page).not.toContain(secret);
    }
    expect(page).not.toMatch(/\/media\/share\//);
  });

  it('serves the card without the gate: the firm, the advisor and their photo, in the brand colour', async () => {
    const advisor = await buildAdvisor(server);
    const red = makePng({ size: 64, rgb: [220, 20, 20] });
    const saved = await server.send(
      'PATCH',
      '/api/settings/branding',
      {
        logoUrl: null,
        profilePictureUrl: toDataUrl('image/png', red),
        primaryColor: '#047857',
        secondaryColor: '#1e40af',
      },
      { Cookie: advisor.cookie },
    );
    expect(saved.status).toBe(200);
    const { link } = await buildSharedVideo(server, { advisor });

    const { response, bytes } = await fetchCard(`${server.url}/share/${link}/card.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(probeImageSize(bytes)).toEqual({ width: 1200, height: 630 });
    // The advisor's photo fills the circle; the brand colour runs along the bottom.
    expect(pixelAt(bytes, 230, 360)).toEqual([220, 20, 20]);
    expect(pixelAt(bytes, 600, 580)).toEqual([4, 120, 87]);
    const words = readText(bytes);
    expect(words).toContain('A private video from');
    expect(words).toContain(advisor.advisor.advisorName);
    expect(words).toContain('Diaz Wealth Partners');
    expect(words).not.toMatch(/Quarterly|Jordan/);

    // Unchanged, it is not sent again.
    const again = await fetchCard(`${server.url}/share/${link}/card.png`, {
      'If-None-Match': response.headers.get('etag') ?? '',
    });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('draws initials in the brand colour for an advisor without a photo', async () => {
    const { link } = await buildSharedVideo(server);
    const { bytes } = await fetchCard(`${server.url}/share/${link}/card.png`);
    // The default brand blue fills the circle around the initials.
    expect(pixelAt(bytes, 140, 360)).toEqual([37, 99, 235]);
  });

  it('has no card for a link that leads nowhere', async () => {
    const shared = await buildSharedVideo(server);
    const revoke = await server.send(
      'POST',
      `/api/videos/${shared.video.id}/share-link/revoke`,
      undefined,
      { Cookie: shared.advisor.cookie },
    );
    expect(revoke.status).toBe(200);
    for (const link of [shared.link, 'AAAAAAAAAAAAAAAAAAAAAA', 'not-a-link']) {
      const { response } = await fetchCard(`${server.url}/share/${link}/card.png`);
      expect(response.status).toBe(404);
    }
  });
});
