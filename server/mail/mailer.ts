import fs from 'node:fs/promises';
import path from 'node:path';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Logger } from '../http/logger.ts';
import { newId } from '../ids.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A record of the advisor's client communication (shares, activity notifications): BCC'd
   * to the firm's archive address (JOURNAL_BCC) when one is set. Account mail (reset codes)
   * is not, so no archive ever holds a way into an account.
   */
  journal?: boolean;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The transport `make` builds, made at the first message: nodemailer is loaded then, not at
 * start, as most processes start far more often than they send mail.
 */
function transportAtFirstUse(
  make: (nodemailer: typeof Nodemailer) => Transporter,
): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => make(nodemailer)));
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to the outbox
 * folder and the log says where, so password resets work on a laptop with no mail server.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'journalBcc'>,
  logger: Logger,
): Mailer {
  const envelopeOf = ({ journal, ...message }: MailMessage) => ({
    from: config.mailFrom,
    ...message,
    ...(journal && config.journalBcc ? { bcc: config.journalBcc } : {}),
  });
  if (config.smtpUrl) {
    const { smtpUrl } = config;
    const transport = transportAtFirstUse((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async send(message) {
        await (await transport()).sendMail(envelopeOf(message));
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = transportAtFirstUse((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  const dir = outboxDir(config.dataDir);
  return {
    async send(message) {
      const info = await (await transport()).sendMail(envelopeOf(message));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file }, `mail written to ${file}`);
    },
  };
}
