import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { adminCli } from '../test/admin-cli.ts';
import { as } from '../test/crm-test-app.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { startServerProcess } from '../test/server-process.ts';
import {
  createTestDatabase,
  processDatabaseUrl,
  type TestDatabase,
} from '../test/test-database.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { openCredentials } from './credentials.ts';
import {
  checkIntegrationsKey,
  IntegrationsKeyMismatchError,
  loadIntegrationsKey,
  NEXT_INTEGRATIONS_KEY_FILE,
} from './integrations-key.ts';
import { webhookSecretOf } from './webhooks-service.ts';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function server(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const started = await startTestServer(options);
  open.push(started);
  return started;
}

async function database(): Promise<TestDatabase> {
  const created = await createTestDatabase();
  open.push({ close: () => created.drop() });
  return created;
}

const keyFileOf = (db: TestDatabase) => path.join(db.dataDir, 'integrations.key');
const readKey = (file: string) => Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
const configOf = (db: TestDatabase, env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: db.dataDir, ...env }, []);

/** A Wealthbox connection and a webhook, sealed under the server's key. */
async function sealSomething(app: TestServer, advisor: SignedInAdvisor) {
  const connected = await app.send(
    'PUT',
    '/api/integrations/connections/wealthbox',
    { accessToken: 'wb-token-4321' },
    as(advisor),
  );
  expect(connected.status).toBe(200);
  const hooked = await app.send(
    'POST',
    '/api/integrations/webhooks',
    { url: 'https://hooks.example.com/briefcast' },
    as(advisor),
  );
  expect(hooked.status).toBe(201);
  return ((await hooked.json()) as { secret: string }).secret;
}

async function sealedRows(app: TestServer) {
  const connection = await app.deps.db
    .selectFrom('crmConnections')
    .selectAll()
    .executeTakeFirstOrThrow();
  const webhook = await app.deps.db.selectFrom('webhooks').selectAll().executeTakeFirstOrThrow();
  return { connection, webhook };
}

describe('the integrations key', () => {
  it('is made on first start when INTEGRATIONS_KEY is unset, readable by its owner only, and CRM connections and webhooks work', async () => {
    const app = await server();
    const file = keyFileOf(app.database);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readKey(file)).toHaveLength(32);

    const advisor = await buildAdvisor(app);
    const secret = await sealSomething(app, advisor);
    const { connection, webhook } = await sealedRows(app);
    expect(connection.credentials).not.toContain('wb-token-4321');
    expect(
      openCredentials(readKey(file), advisor.advisor.id, 'wealthbox', connection.credentials),
    ).toMatchObject({ accessToken: 'wb-token-4321' });
    expect(webhookSecretOf(readKey(file), webhook)).toBe(secret);
  });

  it('stays the same key on every later start, and INTEGRATIONS_KEY overrides it without a file', async () => {
    const db = await database();
    const first = loadIntegrationsKey(configOf(db));
    expect(first.source).toBe('generated');
    const again = loadIntegrationsKey(configOf(db));
    expect(again).toMatchObject({ source: 'file' });
    expect(again.key.equals(first.key)).toBe(true);

    const other = await database();
    const operatorKey = randomBytes(32);
    const fromEnv = loadIntegrationsKey(
      configOf(other, { INTEGRATIONS_KEY: operatorKey.toString('base64') }),
    );
    expect(fromEnv.source).toBe('env');
    expect(fromEnv.key.equals(operatorKey)).toBe(true);
    expect(fs.existsSync(keyFileOf(other))).toBe(false);
  });

  it('refuses a damaged key file, naming it', async () => {
    const db = await database();
    fs.writeFileSync(keyFileOf(db), 'not a key\n');
    expect(() => loadIntegrationsKey(configOf(db))).toThrow(/integrations\.key does not hold/);
  });

  it('stops a process whose key is not the one the database recorded, and says what to do', async () => {
    const db = await database();
    await checkIntegrationsKey(db.db, systemClock, loadIntegrationsKey(configOf(db)));
    const stranger = { key: randomBytes(32), source: 'env' as const, file: keyFileOf(db) };
    const refused = checkIntegrationsKey(db.db, systemClock, stranger);
    await expect(refused).rejects.toBeInstanceOf(IntegrationsKeyMismatchError);
    await expect(refused).rejects.toThrow(/INTEGRATIONS_KEY is not the key .*--forget-sealed/s);

    fs.writeFileSync(path.join(db.dataDir, NEXT_INTEGRATIONS_KEY_FILE), 'staged\n');
    const fromFile = { ...stranger, source: 'file' as const };
    await expect(checkIntegrationsKey(db.db, systemClock, fromFile)).rejects.toThrow(
      /rotation was interrupted/,
    );
  });

  it('ends a real server start with the reason when a process brings another key', async () => {
    const db = await database();
    await checkIntegrationsKey(db.db, systemClock, loadIntegrationsKey(configOf(db)));
    const refused = startServerProcess({
      DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: processDatabaseUrl(db) ?? '' } : {}),
      INTEGRATIONS_KEY: randomBytes(32).toString('base64'),
    });
    await expect(refused).rejects.toThrow(/INTEGRATIONS_KEY is not the key this database/);
  }, 60_000);
});

describe('npm run admin -- rotate-integrations-key', () => {
  it('re-seals every CRM credential and webhook secret under a new key file', async () => {
    const app = await server();
    const advisor = await buildAdvisor(app);
    const secret = await sealSomething(app, advisor);
    const oldKey = readKey(keyFileOf(app.database));

    const rotated = await adminCli(app.database)('rotate-integrations-key');
    expect(rotated).toEqual({
      code: 0,
      out: expect.stringMatching(
        /Re-sealed 1 CRM connections and 1 webhook secrets.*The new key is in .*integrations\.key/s,
      ),
    });
    const newKey = readKey(keyFileOf(app.database));
    expect(newKey.equals(oldKey)).toBe(false);
    expect(fs.statSync(keyFileOf(app.database)).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(path.join(app.database.dataDir, NEXT_INTEGRATIONS_KEY_FILE))).toBe(false);

    const { connection, webhook } = await sealedRows(app);
    expect(
      openCredentials(newKey, advisor.advisor.id, 'wealthbox', connection.credentials),
    ).toMatchObject({ accessToken: 'wb-token-4321' });
    expect(webhookSecretOf(newKey, webhook)).toBe(secret);
    expect(() => webhookSecretOf(oldKey, webhook)).toThrow();
    // The database now knows the new key, and refuses the old one.
    const check = (key: Buffer) =>
      checkIntegrationsKey(app.deps.db, app.clock, { key, source: 'file', file: 'k' });
    await expect(check(newKey)).resolves.toBeUndefined();
    await expect(check(oldKey)).rejects.toBeInstanceOf(IntegrationsKeyMismatchError);
  }, 60_000);

  it('prints the new key when INTEGRATIONS_KEY is used, and refuses a key that is not the current one', async () => {
    const operatorKey = randomBytes(32).toString('base64');
    const app = await server({ env: { INTEGRATIONS_KEY: operatorKey } });
    const advisor = await buildAdvisor(app);
    await sealSomething(app, advisor);
    await checkIntegrationsKey(app.deps.db, app.clock, {
      key: Buffer.from(operatorKey, 'base64'),
      source: 'env',
      file: '',
    });

    const wrong = await adminCli(app.database, {
      INTEGRATIONS_KEY: randomBytes(32).toString('base64'),
    })('rotate-integrations-key');
    expect(wrong).toMatchObject({ code: 2, out: expect.stringMatching(/not the one the stored/) });

    const rotated = await adminCli(app.database, { INTEGRATIONS_KEY: operatorKey })(
      'rotate-integrations-key',
    );
    expect(rotated.code).toBe(0);
    const printed = /INTEGRATIONS_KEY=(\S+) on every Briefcast process/.exec(rotated.out)?.[1];
    const { connection } = await sealedRows(app);
    const newKey = Buffer.from(printed ?? '', 'base64');
    expect(
      openCredentials(newKey, advisor.advisor.id, 'wealthbox', connection.credentials),
    ).toMatchObject({ accessToken: 'wb-token-4321' });
    expect(fs.existsSync(keyFileOf(app.database))).toBe(false);
  }, 60_000);

  it('lets go of what a lost key sealed with --forget-sealed: connections ask to connect again', async () => {
    const app = await server();
    const advisor = await buildAdvisor(app);
    await sealSomething(app, advisor);
    fs.rmSync(keyFileOf(app.database));

    const forgot = await adminCli(app.database)('rotate-integrations-key', '--forget-sealed');
    expect(forgot.code).toBe(0);
    expect(forgot.out).toMatch(
      /1 CRM connections now ask their advisor to connect again, 1 webhooks were removed/,
    );
    const restarted = await server({ database: app.database });
    const overview = await restarted.fetch('/api/integrations', { headers: as(advisor) });
    const { connections } = (await overview.json()) as {
      connections: Array<{ provider: string; status: string; brokenReason: string | null }>;
    };
    expect(connections.find((c) => c.provider === 'wealthbox')).toMatchObject({
      status: 'broken',
      brokenReason: expect.stringMatching(/Connect again/),
    });
    const hooks = await restarted.fetch('/api/integrations/webhooks', { headers: as(advisor) });
    expect(((await hooks.json()) as { webhooks: unknown[] }).webhooks).toEqual([]);
    await expect(
      checkIntegrationsKey(restarted.deps.db, restarted.clock, {
        key: readKey(keyFileOf(app.database)),
        source: 'file',
        file: keyFileOf(app.database),
      }),
    ).resolves.toBeUndefined();
  }, 60_000);

  it('refuses anything but its one flag', async () => {
    const db = await database();
    const admin = adminCli(db);
    await expect(admin('rotate-integrations-key', 'now')).resolves.toMatchObject({ code: 2 });
    await expect(admin('rotate-integrations-key', '--force')).resolves.toMatchObject({
      code: 2,
      out: expect.stringMatching(/usage: npm run admin/),
    });
  }, 60_000);
});
