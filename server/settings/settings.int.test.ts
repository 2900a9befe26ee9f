import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsResponse } from '../../shared/api/settings.ts';
import { DEFAULT_DISCLOSURE_TEXT } from '../../shared/constants/disclosure.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { listDisclosureVersions, sha256Hex } from './disclosure-versions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const patch = (who: SignedInAdvisor, tab: string, body: unknown) =>
  server.send('PATCH', `/api/settings/${tab}`, body, { Cookie: who.cookie });
const read = async (who: SignedInAdvisor) => {
  const response = await server.fetch('/api/settings', { headers: { Cookie: who.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as SettingsResponse;
};

function settingsEvents(advisorId: string) {
  return server.deps.db
    .selectFrom('settingsEvents')
    .select(['event', 'fieldName', 'metadata'])
    .where('advisorId', '=', advisorId)
    .orderBy('fieldName')
    .execute();
}

const contact = (who: SignedInAdvisor, changes: Record<string, unknown> = {}) => ({
  advisorName: who.advisor.advisorName,
  companyName: who.advisor.companyName,
  phone: '',
  calendarLink: '',
  ...changes,
});

describe('reading settings', () => {
  it('gives a new advisor the defaults, never saved', async () => {
    const who = await buildAdvisor(server);
    expect(await read(who)).toEqual({
      advisor: who.advisor,
      settings: {
        phone: '',
        calendarLink: '',
        disclosureText: DEFAULT_DISCLOSURE_TEXT,
        logoUrl: null,
        profilePictureUrl: null,
        primaryColor: '#2563eb',
        secondaryColor: '#1e40af',
        notifyOnActivity: true,
        updatedAt: null,
      },
      pendingEmail: null,
    });
  });

  it('is refused without a session', async () => {
    const response = await server.fetch('/api/settings');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('notifications', () => {
  it('turns the activity emails off and on, logging each change', async () => {
    const who = await buildAdvisor(server);
    const save = (notifyOnActivity: unknown) =>
      server.send(
        'PATCH',
        '/api/settings/notifications',
        { notifyOnActivity },
        {
          Cookie: who.cookie,
        },
      );
    const off = await save(false);
    expect(off.status).toBe(200);
    expect(((await off.json()) as SettingsResponse).settings.notifyOnActivity).toBe(false);
    expect((await read(who)).settings.notifyOnActivity).toBe(false);
    expect((await save('yes')).status).toBe(400);
    expect((await read(who)).settings.notifyOnActivity).toBe(false);
    await save(true);
    expect((await read(who)).settings.notifyOnActivity).toBe(true);
    const events = await server.deps.db
      .selectFrom('settingsEvents')
      .select(['event', 'fieldName'])
      .where('advisorId', '=', who.advisor.id)
      .where('event', '=', 'NOTIFICATIONS_UPDATED')
      .execute();
    expect(events).toHaveLength(2);
  });
});

describe('contact info', () => {
  it('saves name, company, phone and link, stamps the time and logs each change', async () => {
    const who = await buildAdvisor(server);
    const savedAt = server.clock.now().toISOString();
    const response = await patch(
      who,
      'contact',
      contact(who, {
        companyName: 'Harbor Wealth',
        phone: '+1 (555) 123-4567',
        calendarLink: 'https://calendly.com/ana',
      }),
    );
    expect(response.status).toBe(200);
    const saved = (await response.json()) as SettingsResponse;
    expect(saved.advisor).toMatchObject({ companyName: 'Harbor Wealth' });
    expect(saved.settings).toMatchObject({
      phone: '+1 (555) 123-4567',
      calendarLink: 'https://calendly.com/ana',
      updatedAt: savedAt,
    });
    expect(await read(who)).toEqual(saved);
    expect(await settingsEvents(who.advisor.id)).toEqual([
      {
        event: 'CONTACT_UPDATED',
        fieldName: 'calendarLink',
        metadata: JSON.stringify({ old: null, new: 'https://calendly.com/ana' }),
      },
      {
        event: 'CONTACT_UPDATED',
        fieldName: 'companyName',
        metadata: JSON.stringify({ old: 'Diaz Wealth Partners', new: 'Harbor Wealth' }),
      },
      {
        event: 'CONTACT_UPDATED',
        fieldName: 'phone',
        metadata: JSON.stringify({ old: null, new: '+1 (555) 123-4567' }),
      },
    ]);
  });

  it.each([
    ['phone', 'call me', 'Please enter a valid phone number'],
    ['phone', '+0 555 123', 'Please enter a valid phone number'],
    ['phone', '+1 2345678901234567', 'Please enter a valid phone number'],
    ['calendarLink', 'javascript:alert(document.cookie)', 'Please enter a valid URL'],
    ['calendarLink', 'data:text/html,<script>alert(1)</script>', 'Please enter a valid URL'],
    ['calendarLink', 'not a url', 'Please enter a valid URL'],
    ['email', 'new@example.com', 'This field is not accepted'],
    ['advisorName', '   ', 'Advisor name is required'],
    ['companyName', '', 'Company name is required'],
  ])('refuses %s %j with the message %j', async (field, value, message) => {
    const who = await buildAdvisor(server);
    const response = await patch(who, 'contact', contact(who, { [field]: value }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ path: field, message }],
    });
    expect((await read(who)).settings.updatedAt).toBeNull();
  });

  it('accepts phone numbers written with spaces, dashes and brackets', async () => {
    const who = await buildAdvisor(server);
    for (const phone of ['+44 20 7946 0958', '(555) 123-4567', '']) {
      expect((await patch(who, 'contact', contact(who, { phone }))).status).toBe(200);
    }
  });

  it('stores HTML in a name as text and gives it back unchanged', async () => {
    const who = await buildAdvisor(server);
    const advisorName = '<img src=x onerror=alert(1)>';
    expect((await patch(who, 'contact', contact(who, { advisorName }))).status).toBe(200);
    expect((await read(who)).advisor.advisorName).toBe(advisorName);
  });
});

describe('compliance disclosure', () => {
  it('keeps every text as a version with its sha256, and restoring the default adds another', async () => {
    const who = await buildAdvisor(server);
    const custom = 'Educational only. <b>Not advice.</b>';
    const saved = await patch(who, 'compliance', { disclosureText: custom });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as SettingsResponse).settings.disclosureText).toBe(custom);
    await patch(who, 'compliance', { disclosureText: DEFAULT_DISCLOSURE_TEXT });

    const versions = await listDisclosureVersions(server.deps.db, who.advisor.id);
    expect(versions.map((v) => v.text)).toEqual([
      DEFAULT_DISCLOSURE_TEXT,
      custom,
      DEFAULT_DISCLOSURE_TEXT,
    ]);
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3]);
    for (const version of versions) expect(version.sha256).toBe(sha256Hex(version.text));
    expect((await settingsEvents(who.advisor.id)).map((e) => JSON.parse(e.metadata ?? ''))).toEqual(
      [
        { old: sha256Hex(DEFAULT_DISCLOSURE_TEXT), new: sha256Hex(custom) },
        { old: sha256Hex(custom), new: sha256Hex(DEFAULT_DISCLOSURE_TEXT) },
      ],
    );
  });

  it('numbers texts saved at the same moment from several tabs one after another', async () => {
    const who = await buildAdvisor(server);
    const texts = ['First tab.', 'Second tab.', 'Third tab.', 'Fourth tab.'];
    const saves = await Promise.all(
      texts.map((disclosureText) => patch(who, 'compliance', { disclosureText })),
    );
    expect(saves.map((r) => r.status)).toEqual([200, 200, 200, 200]);

    const versions = await listDisclosureVersions(server.deps.db, who.advisor.id);
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(versions.slice(1).map((v) => v.text))).toEqual(new Set(texts));
    expect((await read(who)).settings.disclosureText).toBe(versions[4]?.text);
  });

  it('adds no version when the text is saved unchanged', async () => {
    const who = await buildAdvisor(server);
    await patch(who, 'compliance', { disclosureText: DEFAULT_DISCLOSURE_TEXT });
    expect(await listDisclosureVersions(server.deps.db, who.advisor.id)).toHaveLength(1);
  });

  it.each([
    ['empty', '', 'Disclosure text is required'],
    ['blank', ' \n\t ', 'Disclosure text is required'],
    ['5001 characters', 'x'.repeat(5001), 'Disclosure text must be under 5000 characters'],
    ['not text', 42, 'Disclosure text is required'],
  ])('refuses a disclosure that is %s', async (_, disclosureText, message) => {
    const who = await buildAdvisor(server);
    const response = await patch(who, 'compliance', { disclosureText });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ path: 'disclosureText', message }] });
    expect(await listDisclosureVersions(server.deps.db, who.advisor.id)).toHaveLength(1);
  });

  it('accepts exactly 5000 characters', async () => {
    const who = await buildAdvisor(server);
    expect((await patch(who, 'compliance', { disclosureText: 'x'.repeat(5000) })).status).toBe(200);
  });
});

describe('whose settings', () => {
  it('refuses another advisor id in the body and leaves both advisors as they were', async () => {
    const victim = await buildAdvisor(server);
    const who = await buildAdvisor(server);
    const response = await patch(who, 'compliance', {
      disclosureText: 'Hijacked',
      advisorId: victim.advisor.id,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ path: 'advisorId', message: 'This field is not accepted' }],
    });
    expect((await read(victim)).settings.disclosureText).toBe(DEFAULT_DISCLOSURE_TEXT);
    expect((await read(who)).settings.disclosureText).toBe(DEFAULT_DISCLOSURE_TEXT);
  });

  it('refuses every tab without a session', async () => {
    for (const tab of ['contact', 'compliance', 'branding']) {
      const response = await server.send('PATCH', `/api/settings/${tab}`, {});
      expect([400, 401]).toContain(response.status);
    }
  });
});
