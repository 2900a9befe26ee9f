import fs from 'node:fs';
import path from 'node:path';
import { readableMail } from '../server/test/smtp-sink.ts';

/**
 * Waits for an .eml in the server's outbox that mentions `text`, and returns it with its
 * quoted-printable undone (long lines and links are otherwise broken up).
 */
export async function waitForOutboxMail(
  dataDir: string,
  text: string,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      for (const file of fs.readdirSync(dir)) {
        const mail = readableMail(fs.readFileSync(path.join(dir, file), 'utf8'));
        if (mail.includes(text)) return mail;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail mentioning ${text} in ${dir}`);
}
