import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mail';

/** Scale mail (DESIGN §2): SMTP at SMTP_URL (`smtp://` or `smtps://`, credentials in the URL). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(private readonly options: { smtpUrl: string; from: string; log: FastifyBaseLogger }) {
    this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
      attachments: message.attachments,
    });
    // Never the body: it carries confirmation and reset codes.
    this.options.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

export function createSmtpMailer(options: { smtpUrl: string; from: string; log: FastifyBaseLogger }): SmtpMailer {
  return new SmtpMailer(options);
}
