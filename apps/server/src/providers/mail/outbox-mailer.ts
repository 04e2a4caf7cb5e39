import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import MailComposer from 'nodemailer/lib/mail-composer';
import { writeAtomically } from '../storage/local-storage';
import type { Mailer, MailMessage } from './mail';

/**
 * Embedded mail (DESIGN §2): each message becomes a real RFC 822 file in `${dataDir}/outbox`, so a
 * developer can open it in any mail client. The log names recipient, subject and file, never the
 * body: it carries confirmation and reset codes.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  readonly folder: string;

  constructor(private readonly options: { dataDir: string; from: string; log: FastifyBaseLogger }) {
    this.folder = path.resolve(options.dataDir, 'outbox');
  }

  async send(message: MailMessage): Promise<void> {
    const raw = await composeMessage(this.options.from, message);
    await mkdir(this.folder, { recursive: true });
    const file = path.join(this.folder, outboxFileName(new Date()));
    // Whoever watches the folder never picks up half a message.
    await writeAtomically(file, raw);
    this.options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
  }

  async close(): Promise<void> {}
}

export function createOutboxMailer(options: { dataDir: string; from: string; log: FastifyBaseLogger }): OutboxMailer {
  return new OutboxMailer(options);
}

/** The whole message as RFC 822 bytes, with Date and Message-ID headers. */
export function composeMessage(from: string, message: MailMessage): Promise<Buffer> {
  return new MailComposer({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    attachments: message.attachments,
  })
    .compile()
    .build();
}

/** `<ISO time>-<random>.eml`; colons become dashes so the name is valid on every file system, and sorts by time. */
export function outboxFileName(at: Date): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}
