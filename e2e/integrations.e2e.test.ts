import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoCrmResponse } from '../shared/api/integrations.ts';
import type { VideosPage } from '../shared/api/videos.ts';
import { signUp, saveVideo } from './advisor-api.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { seedDraft, testWebm } from './drafts.ts';
import { VideoCrmCard } from './pages/integrations-video-crm.ts';
import { IntegrationsSettings } from './pages/integrations-settings.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { VideoPage } from './pages/video-page.ts';
import {
  overflowsHorizontally,
  saveScreenshotFromTop,
  VIEWPORTS,
  type ViewportName,
} from './screenshots.ts';

/*
 * STAND-IN FOR WEALTHBOX: no vendor is reachable from here, so this test runs a local HTTP
 * server implementing the few documented Wealthbox API v1 endpoints Briefcast uses
 * (https://dev.wealthbox.com): GET /v1/me, GET /v1/contacts?name= (paginated, with `meta`)
 * and POST /v1/notes (`linked_to` a contact). It checks the access token like Wealthbox does
 * and records every request. Briefcast reaches it through WEALTHBOX_API_URL, with
 * OUTBOUND_ALLOW_PRIVATE on (it listens on 127.0.0.1, which is refused by default).
 */
const TOKEN = 'wbx-test-token-7f3a9c21';
const CONTACTS = [
  { id: 4101, first_name: 'Jordan', last_name: 'Smith', email: 'jordan.smith@example.com' },
  { id: 4102, first_name: 'Jordana', last_name: 'Price', email: null },
  { id: 4103, first_name: 'Casey', last_name: 'Jordan', email: 'casey@example.org' },
  { id: 4104, first_name: 'Morgan', last_name: 'Blake', email: 'morgan.blake@example.com' },
];

interface SeenRequest {
  method: string;
  path: string;
  token: string | undefined;
  /** The webhook receiver's view: Briefcast's signature header. */
  signature: string | undefined;
  body: unknown;
}

function startWealthboxStandIn(): Promise<{ url: string; seen: SeenRequest[]; close: () => void }> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const token = (req.headers['access_token'] as string | undefined) ?? bearer;
      seen.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        token,
        signature: req.headers['briefcast-signature'] as string | undefined,
        body: raw ? JSON.parse(raw) : null,
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      // The firm's own webhook receiver, on the same test server (not part of Wealthbox).
      if (url.pathname === '/hooks') return send(200, { received: true });
      if (token !== TOKEN) return send(401, { error: 'Invalid access token' });
      if (req.method === 'GET' && url.pathname === '/v1/me') {
        return send(200, { id: 77, name: 'Priya Raman', email: 'priya@ramanwealth.example' });
      }
      if (req.method === 'GET' && url.pathname === '/v1/contacts') {
        const name = (url.searchParams.get('name') ?? '').toLowerCase();
        const perPage = Number(url.searchParams.get('per_page') ?? 25);
        const page = Number(url.searchParams.get('page') ?? 1);
        const matches = CONTACTS.filter((c) =>
          `${c.first_name} ${c.last_name}`.toLowerCase().includes(name),
        );
        return send(200, {
          contacts: matches.slice((page - 1) * perPage, page * perPage).map((c) => ({
            id: c.id,
            type: 'Person',
            first_name: c.first_name,
            last_name: c.last_name,
            name: `${c.first_name} ${c.last_name}`,
            email_addresses: c.email ? [{ address: c.email, principal: true, kind: 'Work' }] : [],
          })),
          meta: {
            total_count: matches.length,
            total_pages: Math.max(1, Math.ceil(matches.length / perPage)),
            current_page: page,
          },
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/notes') {
        return send(200, { id: 9000 + seen.length, ...(JSON.parse(raw || '{}') as object) });
      }
      return send(404, { error: 'Not found' });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, seen, close: () => server.close() });
    });
  });
}

let wealthbox: Awaited<ReturnType<typeof startWealthboxStandIn>>;
let api: APIRequestContext;

// Up before the app, which is given its address, and closed after the app stops.
beforeAll(async () => {
  wealthbox = await startWealthboxStandIn();
});
afterAll(() => {
  wealthbox?.close();
});

const app = appAndBrowserPerFile({
  env: () => ({
    INTEGRATIONS_KEY: randomBytes(32).toString('base64'),
    OUTBOUND_ALLOW_PRIVATE: 'true',
    OUTBOUND_ALLOW_HTTP: 'true',
    WEALTHBOX_API_URL: `${wealthbox.url}/v1`,
  }),
});

beforeAll(async () => {
  api = await signUp(app.server.url, 'Priya Raman');
});
afterAll(async () => {
  await api?.dispose();
});

/** The advisor's browser, holding the same session as `api`. */
async function asAdvisor(viewport: ViewportName, run: (page: Page) => Promise<void>) {
  const context = await app.browser.newContext({
    viewport: VIEWPORTS[viewport],
    storageState: await api.storageState(),
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

describe('CRM integration', () => {
  it('connects Wealthbox, links a video to a client’s contact, and delivers a note', async () => {
    const video = await saveVideo(
      api,
      { title: 'Your Q3 portfolio review', description: 'Where things stand.' },
      Buffer.from('not uploaded in this story'),
    );

    await asAdvisor('desktop', async (page) => {
      const settings = new IntegrationsSettings(page, app.server.url);
      await settings.open();
      expect(await settings.status('wealthbox')).toBe('Wealthbox status: Not connected');

      await settings.button('wealthbox', 'Connect Wealthbox').click();
      await settings.field('wealthbox', 'Access token').fill(TOKEN);
      expect(await settings.field('wealthbox', 'Access token').getAttribute('type')).toBe(
        'password',
      );
      await settings.button('wealthbox', 'Connect Wealthbox').click();
      expect(await settings.toast('Saved')).toContain('Wealthbox credentials saved');
      await expect.poll(() => settings.status('wealthbox')).toBe('Wealthbox status: Connected');
      // Only a masked hint comes back: the end of the token, never the token.
      expect(await settings.hints('wealthbox')).toEqual({ 'Access token': '••••9c21' });
      expect(await page.content()).not.toContain(TOKEN);

      await settings.button('wealthbox', 'Test connection').click();
      await settings.testResult('wealthbox').waitFor();
      expect(await settings.testResult('wealthbox').innerText()).toMatch(/Priya Raman/);
      expect(wealthbox.seen.some((r) => r.path === '/v1/me' && r.token === TOKEN)).toBe(true);

      // Replacing the credentials starts from an empty field: a saved secret is never shown.
      await settings.button('wealthbox', 'Replace credentials').click();
      expect(await settings.field('wealthbox', 'Access token').inputValue()).toBe('');
      await settings.button('wealthbox', 'Cancel').click();

      // A webhook endpoint: its signing secret is shown this once, then only its last four.
      await settings.webhookUrl().fill(`${wealthbox.url}/hooks`);
      await settings.event('Comment received').uncheck();
      await settings.addWebhook();
      await settings.toast('Endpoint Added');
      const secret = await settings.secret();
      expect(secret).toMatch(/^whsec_/);
      expect(await settings.secretPanel().innerText()).toContain('shown only this once');
      expect(await settings.webhooks().innerText()).toContain(`••••${secret.slice(-4)}`);
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshotFromTop(page, 'integrations-settings-desktop');
      await page.reload();
      await page.getByRole('tab', { name: 'Integrations' }).click();
      await settings.webhooks().waitFor();
      expect(await page.content()).not.toContain(secret);
    });

    await asAdvisor('desktop', async (page) => {
      const videoPage = new VideoPage(page, app.server.url);
      await videoPage.open(video.id);
      const crm = new VideoCrmCard(page);
      await crm.search().fill('jord');
      expect(await crm.options()).toEqual([
        'Jordan Smith\njordan.smith@example.com',
        'Jordana Price\nNo email on file',
        'Casey Jordan\ncasey@example.org',
      ]);
      await saveScreenshotFromTop(page, 'integrations-video-search-desktop', { visible: true });
      await crm.option('Jordan Smith').click();
      expect(await videoPage.toast('Contact Linked')).toContain('Jordan Smith in Wealthbox');
      expect(await crm.linked()).toBe('Jordan Smith');

      const linked = (await (
        await api.get(`/api/videos/${video.id}/crm`)
      ).json()) as VideoCrmResponse;
      expect(linked.contact).toMatchObject({
        provider: 'wealthbox',
        contactId: '4101',
        displayName: 'Jordan Smith',
      });

      // Linking queues the 'sent' note; the page follows it until Wealthbox has it.
      await expect
        .poll(async () => (await crm.notes())[0], { timeout: 20_000, interval: 500 })
        .toMatchObject({ state: 'Delivered', event: 'Video sent · Wealthbox' });
      const note = wealthbox.seen.find((r) => r.method === 'POST' && r.path === '/v1/notes');
      expect(note?.token).toBe(TOKEN);
      expect(JSON.stringify(note?.body)).toContain('4101');
      expect(JSON.stringify(note?.body)).toContain('Your Q3 portfolio review');
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshotFromTop(page, 'integrations-video-desktop');
    });

    await asAdvisor('phone', async (page) => {
      const settings = new IntegrationsSettings(page, app.server.url);
      await settings.open();
      await settings.button('redtail', 'Connect Redtail CRM').click();
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshotFromTop(page, 'integrations-settings-phone');
      await new VideoPage(page, app.server.url).open(video.id);
      await new VideoCrmCard(page).card().getByTestId('crm-notes').waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshotFromTop(page, 'integrations-video-phone');
    });
  });

  it('links the contact picked on the preview once the saved video reaches the server', async () => {
    await asAdvisor('desktop', async (page) => {
      await page.goto(`${app.server.url}/dashboard`);
      const draftId = await seedDraft(page, testWebm(2), { durationMs: 2_000 });
      const preview = new PreviewPage(page, app.server.url);
      await preview.open(draftId);
      await preview.field('Title').fill('Your retirement income plan');
      const picker = page.getByRole('combobox', { name: 'CRM contact' });
      await picker.fill('casey');
      await page.getByRole('option', { name: /Casey Jordan/ }).click();
      // A blank client name takes the contact's name.
      expect(await preview.field('Client Name (optional)').inputValue()).toBe('Casey Jordan');
      await saveScreenshotFromTop(page, 'integrations-preview-desktop');
      await preview.button('Save Video').click();
      await page.getByText('Video Saved Successfully!').waitFor();

      // The sync engine creates the video, links the contact, then uploads the file.
      let id: string | undefined;
      await expect
        .poll(async () => {
          const { videos } = (await (await api.get('/api/videos')).json()) as VideosPage;
          id = videos.find((v) => v.title === 'Your retirement income plan')?.id;
          return id;
        })
        .toBeTruthy();
      await expect
        .poll(async () => {
          const crm = (await (
            await api.get(`/api/videos/${id ?? ''}/crm`)
          ).json()) as VideoCrmResponse;
          return crm.contact?.contactId;
        })
        .toBe('4103');

      // The endpoint added earlier heard of the new video, signed, and its delivery is listed.
      await expect
        .poll(() => wealthbox.seen.find((r) => r.path === '/hooks')?.signature, { timeout: 15_000 })
        .toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      const settings = new IntegrationsSettings(page, app.server.url);
      await settings.open();
      await settings.webhooks().getByRole('button', { name: 'Recent deliveries' }).click();
      const deliveries = page.getByTestId('webhook-deliveries');
      await expect
        .poll(() => deliveries.locator('li').first().innerText())
        .toMatch(/^Delivered[\s\S]*Video sent[\s\S]*HTTP 200/);
      await saveScreenshotFromTop(page, 'integrations-webhook-deliveries-desktop');
    });
  });

  it('disconnects Wealthbox and deletes the endpoint after asking, then hides the picker', async () => {
    await asAdvisor('desktop', async (page) => {
      const settings = new IntegrationsSettings(page, app.server.url);
      await settings.open();
      await settings.button('wealthbox', 'Disconnect').click();
      await settings.confirm('Disconnect Wealthbox?', 'Disconnect');
      await settings.toast('Disconnected');
      await expect.poll(() => settings.status('wealthbox')).toBe('Wealthbox status: Not connected');
      expect(await settings.hints('wealthbox')).toEqual({});

      await settings
        .webhooks()
        .getByRole('button', { name: /^Delete endpoint/ })
        .click();
      await settings.confirm('Delete this endpoint?', 'Delete');
      await settings.toast('Endpoint Deleted');
      await page.getByText('No endpoints yet.').waitFor();
      const listed = await api.get('/api/integrations/webhooks');
      expect(((await listed.json()) as { webhooks: unknown[] }).webhooks).toEqual([]);

      await page.goto(`${app.server.url}/dashboard`);
      const draftId = await seedDraft(page, testWebm(1), { durationMs: 1_000 });
      const preview = new PreviewPage(page, app.server.url);
      // Asserted only once the page knows which CRMs are connected (none now).
      const overview = page.waitForResponse((r) => r.url().endsWith('/api/integrations'));
      await preview.open(draftId);
      await overview;
      await preview.field('Client Name (optional)').waitFor();
      expect(await page.getByRole('combobox', { name: 'CRM contact' }).count()).toBe(0);
    });
  });
});
