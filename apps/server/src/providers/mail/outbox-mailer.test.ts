import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createMailer } from './index';

let dataDir: string;
let logLines: string[];
let log: pino.Logger;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-outbox-'));
  logLines = [];
  log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('OutboxMailer', () => {
  it('writes a parseable .eml into DATA_DIR/outbox and logs where, but not what', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://podloom.test' });
    const mailer = createMailer({ config, log });
    expect(mailer.kind).toBe('outbox');

    await mailer.send({
      to: 'ada@example.com',
      subject: 'Your Podloom code',
      text: 'Your confirmation code is 482913.',
      html: '<p>Your confirmation code is <b>482913</b>.</p>',
      attachments: [{ filename: 'notes.txt', content: Buffer.from('attached'), contentType: 'text/plain' }],
    });
    await mailer.close();

    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const [name = ''] = files;
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);

    const parsed = await simpleParser(await readFile(path.join(dataDir, 'outbox', name)));
    expect(parsed.subject).toBe('Your Podloom code');
    expect(parsed.text?.trim()).toBe('Your confirmation code is 482913.');
    expect(parsed.html).toContain('<b>482913</b>');
    expect(parsed.from?.value[0]).toMatchObject({ name: 'Podloom', address: 'no-reply@podloom.test' });
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    expect(to?.value[0]?.address).toBe('ada@example.com');
    expect(parsed.messageId).toBeTruthy();
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['notes.txt', 'attached']]);

    const logged = logLines.join('\n');
    expect(logged).toContain('ada@example.com');
    expect(logged).toContain('Your Podloom code');
    expect(logged).toContain(name);
    expect(logged).not.toContain('482913');
  });

  it('gives every message its own file', async () => {
    const mailer = createMailer({ config: loadConfig({ DATA_DIR: dataDir }), log });
    await Promise.all(
      [1, 2, 3].map((n) => mailer.send({ to: `u${n}@example.com`, subject: `Message ${n}`, text: `Body ${n}` })),
    );
    const files = (await readdir(path.join(dataDir, 'outbox'))).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(3);
    const subjects = await Promise.all(
      files.map(async (f) => (await simpleParser(await readFile(path.join(dataDir, 'outbox', f)))).subject),
    );
    expect(subjects.sort()).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });
});
