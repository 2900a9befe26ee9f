import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/constants/time.ts';
import type { AppDeps } from '../deps.ts';
import { scheduleRecurringJobs } from '../jobs/queue.ts';
import { bypassingTriggers, runVerifyCommand } from '../test/audit-chain.ts';
import { runDueJobs } from '../test/due-jobs.ts';
import { captureLog } from '../test/log-capture.ts';
import { readableMail } from '../test/smtp-sink.ts';
import { appendAuditAlone, auditEntryHash, GENESIS_HASH } from './service.ts';
import { verifyAuditChain } from './verify.ts';
import { serverWithMailPerFile } from '../test/server-with-mail.ts';

const ARCHIVE = 'journal@archive.example.com';
const app = serverWithMailPerFile({ JOURNAL_BCC: ARCHIVE });

let deps: AppDeps;
let lines: Record<string, unknown>[];
beforeAll(async () => {
  const log = captureLog();
  deps = { ...app.server.deps, logger: log.logger };
  lines = log.lines;
  await scheduleRecurringJobs(deps.db, deps.clock);
});

const entries = () => deps.db.selectFrom('auditLog').selectAll().orderBy('seq', 'asc').execute();
const appendEntry = (title: string) =>
  appendAuditAlone(deps, {
    actor: { type: 'advisor', id: 'advisor-1' },
    action: 'video.created',
    subject: { type: 'video', id: `video-${title}` },
    payload: { title },
  });

/** Runs today's anchor job as the worker would, and returns the log line and mails it made. */
async function anchorToday() {
  const [linesBefore, mailsBefore] = [lines.length, app.smtp.deliveries.length];
  expect(await runDueJobs(deps, ['audit.anchor_head'])).toEqual(['succeeded']);
  const logged = lines.slice(linesBefore).filter((line) => 'auditHead' in line);
  expect(logged).toHaveLength(1);
  return { logged: logged[0] ?? {}, mails: app.smtp.deliveries.slice(mailsBefore) };
}

/** The head hash as the archive's copy of the mail states it. */
function headInMail(raw: string): string {
  const hash = /audit:verify -- --head ([0-9a-f]{64})/.exec(readableMail(raw))?.[1];
  if (!hash) throw new Error(`no head hash in the mail:\n${raw}`);
  return hash;
}

describe('the daily audit anchor', () => {
  it('logs an empty chain and mails nothing while there is no head', async () => {
    const { logged, mails } = await anchorToday();
    expect(logged).toMatchObject({
      msg: 'audit chain is empty: no head to anchor',
      auditHead: { headHash: null, entries: 0 },
    });
    expect(mails).toEqual([]);
  });

  it('logs the head and mails it to the archive, and audit:verify --head accepts it', async () => {
    app.server.clock.advance(DAY_MS);
    for (const title of ['Q3 review', 'Roth conversion', 'Beneficiaries']) await appendEntry(title);
    const chain = await entries();
    const head = chain.at(-1);
    const { logged, mails } = await anchorToday();
    expect(logged).toMatchObject({
      level: 30,
      msg: 'audit chain head',
      auditHead: { headHash: head?.hash, entries: 3, latestEntryAt: head?.createdAt },
    });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.recipients).toEqual([ARCHIVE]);
    const text = readableMail(mail?.raw ?? '');
    expect(text).toMatch(/^Subject: Briefcast audit log head for \d{4}-\d\d-\d\d/m);
    expect(text).toContain('Keep this email.');
    expect(text).toContain(`${app.server.url}`);
    expect(text).toContain('Entries: 3');
    const mailed = headInMail(mail?.raw ?? '');
    expect(mailed).toBe(head?.hash);
    const run = runVerifyCommand(app.server, ['--head', mailed]);
    expect(run.out.trim()).toBe(`Audit chain OK: 3 entries, head hash ${mailed}`);
    expect(run.code).toBe(0);
  }, 30_000);

  it('anchors a new head the next day, and yesterday’s head still verifies the longer chain', async () => {
    const yesterday = headInMail(app.smtp.deliveries.at(-1)?.raw ?? '');
    // The job queued its next run a day on, not sooner.
    expect(await runDueJobs(deps, ['audit.anchor_head'])).toEqual([]);
    app.server.clock.advance(DAY_MS);
    await appendEntry('Estate plan');
    const { logged, mails } = await anchorToday();
    const today = headInMail(mails[0]?.raw ?? '');
    expect(today).not.toBe(yesterday);
    expect(logged).toMatchObject({ auditHead: { headHash: today, entries: 4 } });
    expect(await verifyAuditChain(deps.db, { anchoredHead: yesterday })).toMatchObject({
      ok: true,
      headHash: today,
    });
  });

  it('catches the newest entry removed and the chain rewritten, against the mailed heads', async () => {
    const [first, second] = app.smtp.deliveries.map((d) => headInMail(d.raw));
    if (!first || !second) throw new Error('expected two anchor mails');
    const newest = (await entries()).at(-1);
    await bypassingTriggers(app.server, () =>
      deps.db
        .deleteFrom('auditLog')
        .where('seq', '=', newest?.seq ?? 0)
        .execute(),
    );
    expect((await verifyAuditChain(deps.db, { anchoredHead: first })).ok).toBe(true);
    const cut = runVerifyCommand(app.server, ['--head', second]);
    expect(cut.code).toBe(1);
    expect(cut.out).toContain('no entry has the anchored head hash');

    // The first entry reworded and every later hash recomputed: a chain that holds together.
    await bypassingTriggers(app.server, async () => {
      let prevHash = GENESIS_HASH;
      for (const entry of await entries()) {
        const payload = entry.payload.replace('Q3 review', 'Q4 review');
        const hash = auditEntryHash({ ...entry, payload, prevHash });
        await deps.db
          .updateTable('auditLog')
          .set({ payload, prevHash, hash })
          .where('seq', '=', entry.seq)
          .execute();
        prevHash = hash;
      }
    });
    expect((await verifyAuditChain(deps.db)).ok).toBe(true);
    const rewritten = await verifyAuditChain(deps.db, { anchoredHead: first });
    expect(rewritten.ok).toBe(false);
  });
});
