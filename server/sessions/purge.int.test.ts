import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleRecurringJobs } from '../jobs/queue.ts';
import { runDueJobs } from '../test/due-jobs.ts';
import { buildAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { DAY_MS } from '../../shared/constants/time.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sessionRows = (advisorId: string) =>
  server.deps.db.selectFrom('sessions').select('id').where('advisorId', '=', advisorId).execute();

describe('expired sessions', () => {
  it('are deleted by the recurring purge job, while live sessions stay signed in', async () => {
    const gone = await buildAdvisor(server);
    // Past the 30-day expiry of the first advisor's session; the second signs in now.
    server.clock.advance(31 * DAY_MS);
    const live = await buildAdvisor(server);
    expect(await sessionRows(gone.advisor.id)).toHaveLength(1);

    await scheduleRecurringJobs(server.deps.db, server.clock);
    expect(await runDueJobs(server.deps, ['sessions.purge_expired'])).toEqual(['succeeded']);

    expect(await sessionRows(gone.advisor.id)).toHaveLength(0);
    expect(await sessionRows(live.advisor.id)).toHaveLength(1);
    const me = await server.fetch('/api/auth/me', { headers: { Cookie: live.cookie } });
    expect(((await me.json()) as { advisor: { id: string } | null }).advisor?.id).toBe(
      live.advisor.id,
    );
  });
});
