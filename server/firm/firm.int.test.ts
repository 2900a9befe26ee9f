import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FirmInfo } from '../../shared/api/firm.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function firmInfo(env: Record<string, string> = {}): Promise<FirmInfo> {
  server = await startTestServer({ env });
  const response = await server.fetch('/api/firm');
  expect(response.status).toBe(200);
  return (await response.json()) as FirmInfo;
}

describe('the firm behind the server', () => {
  it('names no contact and offers the template texts until the operator sets its own', async () => {
    expect(await firmInfo()).toEqual({
      supportEmail: null,
      supportPhone: null,
      privacyEmail: null,
      terms: { text: null, updatedAt: null },
      privacy: { text: null, updatedAt: null },
    });
  });

  it("shows the firm's contacts, and its own legal texts from DATA_DIR/legal", async () => {
    server = await startTestServer({
      env: {
        SUPPORT_EMAIL: 'help@hartwell.example',
        SUPPORT_PHONE: '+1 212 555 0142',
        PRIVACY_EMAIL: 'privacy@hartwell.example',
      },
    });
    const legal = path.join(server.deps.config.dataDir, 'legal');
    fs.mkdirSync(legal, { recursive: true });
    fs.writeFileSync(path.join(legal, 'terms.txt'), '\nHartwell terms.\n\nSecond paragraph.\n');
    const info = (await (await server.fetch('/api/firm')).json()) as FirmInfo;
    expect(info).toMatchObject({
      supportEmail: 'help@hartwell.example',
      supportPhone: '+1 212 555 0142',
      privacyEmail: 'privacy@hartwell.example',
      terms: { text: 'Hartwell terms.\n\nSecond paragraph.' },
      privacy: { text: null, updatedAt: null },
    });
    expect(Date.parse(info.terms.updatedAt ?? '')).not.toBeNaN();
  });
});
