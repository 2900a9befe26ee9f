import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { VideoCrmResponse } from '../../shared/api/integrations.ts';
import { JOB_OPTIONS } from '../jobs/job-names.ts';
import { startCrmStandIn, type CrmStandIn } from './crm-stand-in.ts';
import { runDueJobs } from './due-jobs.ts';
import { buildAdvisor, type SignedInAdvisor } from './factories.ts';
import { buildSharedVideo, type SharedVideo } from './shares.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export type CrmProviderName = 'redtail' | 'wealthbox' | 'salesforce';

/** How many times the queue tries a CRM note before giving it up. */
export const NOTE_ATTEMPTS = JOB_OPTIONS['integrations.crm_note'].maxAttempts;

export const as = (advisor: SignedInAdvisor) => ({ Cookie: advisor.cookie });

/*
 * The app with CRM connections switched on, against server/test/crm-stand-in.ts: a local server
 * standing in for the vendors' APIs (no vendor is reachable from here) that implements the
 * documented endpoints Briefcast uses. It listens on 127.0.0.1, so the app allows private
 * addresses explicitly (OUTBOUND_ALLOW_PRIVATE, OUTBOUND_ALLOW_HTTP); safe-fetch.test.ts
 * proves the refusal. Mail goes to a real SMTP sink.
 */
export class CrmTestApp {
  private constructor(
    readonly server: TestServer,
    readonly standIn: CrmStandIn,
    readonly smtp: SmtpSink,
    /** The INTEGRATIONS_KEY the app seals credentials with. */
    readonly key: string,
  ) {}

  static async start(): Promise<CrmTestApp> {
    const key = randomBytes(32).toString('base64');
    const [standIn, smtp] = await Promise.all([startCrmStandIn(), startSmtpSink()]);
    const server = await startTestServer({
      env: {
        SMTP_URL: smtp.url,
        INTEGRATIONS_KEY: key,
        OUTBOUND_ALLOW_PRIVATE: 'true',
        OUTBOUND_ALLOW_HTTP: 'true',
        REDTAIL_API_URL: `${standIn.url}/redtail`,
        WEALTHBOX_API_URL: `${standIn.url}/wealthbox`,
      },
    });
    return new CrmTestApp(server, standIn, smtp, key);
  }

  async close(): Promise<void> {
    await this.server.close();
    await Promise.all([this.standIn.close(), this.smtp.close()]);
  }

  /** The credentials the stand-in accepts, per CRM. */
  credentials(provider: CrmProviderName): unknown {
    const { accepted, url } = this.standIn;
    if (provider === 'redtail') return { ...accepted.redtail };
    if (provider === 'wealthbox') return { accessToken: accepted.wealthbox };
    return { instanceUrl: url, accessToken: accepted.salesforce };
  }

  async connect(advisor: SignedInAdvisor, provider: CrmProviderName, body?: unknown) {
    const response = await this.server.send(
      'PUT',
      `/api/integrations/connections/${provider}`,
      body ?? this.credentials(provider),
      as(advisor),
    );
    return { status: response.status, text: await response.text() };
  }

  async crmOf(shared: SharedVideo): Promise<VideoCrmResponse> {
    const response = await this.server.fetch(`/api/videos/${shared.video.id}/crm`, {
      headers: as(shared.advisor),
    });
    return (await response.json()) as VideoCrmResponse;
  }

  async link(shared: SharedVideo, provider: CrmProviderName, contactId: string) {
    const response = await this.server.send(
      'PATCH',
      `/api/videos/${shared.video.id}/crm`,
      { contact: { provider, contactId, displayName: 'Jordan Example 1' } },
      as(shared.advisor),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as VideoCrmResponse;
  }

  /** A new advisor's video, with the CRM connected and the video linked to the contact. */
  async linkedVideo(provider: CrmProviderName, contactId: string) {
    const advisor = await buildAdvisor(this.server);
    expect((await this.connect(advisor, provider)).status).toBe(200);
    const shared = await buildSharedVideo(this.server, { advisor });
    await this.link(shared, provider, contactId);
    return shared;
  }

  runNoteJobs() {
    return runDueJobs(this.server.deps, ['integrations.crm_note']);
  }

  requestsTo(pattern: RegExp) {
    return this.standIn.requests.filter((r) => pattern.test(`${r.method} ${r.path}`));
  }
}
