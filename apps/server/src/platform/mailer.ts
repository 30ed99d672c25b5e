import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one mail; rejects when the mail could not be handed over. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Mail through the SMTP server of `smtpUrl`, or, without one (the offline demo), each mail
 * written as an .eml file to `outbox` with its path logged, so that a reset link can be opened.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outbox: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, outbox, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        const { messageId } = await transport.sendMail({ from, ...mail });
        log.info({ messageId }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const { message } = await transport.sendMail({ from, ...mail });
      await mkdir(outbox, { recursive: true });
      const path = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(path, message as Buffer, { flag: 'wx' });
      log.info({ path }, 'mail written to the outbox');
    },
  };
}
