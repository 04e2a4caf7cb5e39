import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Mailer } from './mail';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { Mailer, MailMessage } from './mail';

/** SMTP when SMTP_URL is set, otherwise the outbox folder under DATA_DIR (DESIGN §2). */
export function createMailer(options: { config: Config; log: FastifyBaseLogger }): Mailer {
  const { config, log } = options;
  if (config.mail.smtpUrl) {
    return createSmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, log });
  }
  return createOutboxMailer({ dataDir: config.dataDir, from: config.mail.from, log });
}
