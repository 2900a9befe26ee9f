import { afterAll, beforeAll } from 'vitest';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The app sending its mail to a real SMTP server, shared by the tests of one file. */
export interface ServerWithMail {
  readonly server: TestServer;
  readonly smtp: SmtpSink;
}

/**
 * Starts an SMTP sink and the app pointed at it (with `env`) before a file's tests, and stops
 * both after them. Call it at the top of the file; read its fields inside hooks and tests.
 */
export function serverWithMailPerFile(env: Record<string, string> = {}): ServerWithMail {
  let smtp: SmtpSink | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, ...env } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the server and SMTP sink start in beforeAll');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get smtp() {
      return started(smtp);
    },
  };
}
