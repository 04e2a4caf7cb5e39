import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createMailer } from './index';

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: Buffer;
}

let server: SMTPServer | undefined;

/** A real SMTP server on a free port that keeps what it is sent. */
async function startSmtpServer(options: { requireAuth: boolean }) {
  const received: Received[] = [];
  server = new SMTPServer({
    authOptional: !options.requireAuth,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'podloom' && auth.password === 's3cret') return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  const smtp = server;
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, received };
}

afterEach(async () => {
  const smtp = server;
  server = undefined;
  if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const log = pino({ level: 'silent' });

describe('SmtpMailer', () => {
  it('delivers the message over SMTP from MAIL_FROM', async () => {
    const { port, received } = await startSmtpServer({ requireAuth: false });
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Podloom <hello@podloom.test>' });
    const mailer = createMailer({ config, log });
    expect(mailer.kind).toBe('smtp');

    await mailer.send({
      to: 'grace@example.com',
      subject: 'Reset your password',
      text: 'Your reset code is 105937.',
      replyTo: 'support@podloom.test',
    });
    await mailer.close();

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('hello@podloom.test');
    expect(message?.to).toEqual(['grace@example.com']);
    const parsed = await simpleParser(message?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toBe('Reset your password');
    expect(parsed.text?.trim()).toBe('Your reset code is 105937.');
    expect(parsed.from?.value[0]).toMatchObject({ name: 'Podloom', address: 'hello@podloom.test' });
    expect(parsed.replyTo?.text).toBe('support@podloom.test');
  });

  it('signs in with the credentials in SMTP_URL', async () => {
    const { port, received } = await startSmtpServer({ requireAuth: true });
    const config = loadConfig({ SMTP_URL: `smtp://podloom:s3cret@127.0.0.1:${port}` });
    const mailer = createMailer({ config, log });
    await mailer.send({ to: 'alan@example.com', subject: 'Welcome', text: 'Hello' });
    await mailer.close();
    expect(received.map((m) => m.user)).toEqual(['podloom']);
  });

  it('fails loudly when the server refuses the credentials', async () => {
    const { port } = await startSmtpServer({ requireAuth: true });
    const config = loadConfig({ SMTP_URL: `smtp://podloom:wrong@127.0.0.1:${port}` });
    const mailer = createMailer({ config, log });
    await expect(mailer.send({ to: 'alan@example.com', subject: 'Welcome', text: 'Hello' })).rejects.toThrow();
    await mailer.close();
  });
});
