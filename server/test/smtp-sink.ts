import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  messages: string[];
  /** Each message with its envelope's recipients (RCPT TO), which include BCC addresses. */
  deliveries: { recipients: string[]; raw: string }[];
  /** Messages refused so far (see `refuseNext`). */
  refused: number;
  /** Refuses the next `count` messages with a temporary failure (451), as a busy server does. */
  refuseNext(count: number): void;
  /** Waits for a message whose raw text matches, and returns it. */
  waitFor(match: (raw: string) => boolean, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/** A real SMTP server on a free port that keeps every message it receives, raw. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const deliveries: SmtpSink['deliveries'] = [];
  let toRefuse = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    // No TLS on loopback: nodemailer would refuse the self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          refused += 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push(raw);
        deliveries.push({ recipients: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    deliveries,
    get refused() {
      return refused;
    },
    refuseNext(count) {
      toRefuse += count;
    },
    async waitFor(match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail among ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code out of a reset email. */
export function resetCodeIn(raw: string): string {
  const code = /reset code is (\d{6})/.exec(raw)?.[1];
  if (!code) throw new Error(`no reset code in the message:\n${raw}`);
  return code;
}

/** A raw message with quoted-printable undone (soft line breaks joined, =XX decoded), to search. */
export function readableMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
