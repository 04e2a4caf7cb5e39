import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { GRAPHQL_PATH } from '@podloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { makePng } from '../../test/media';
import { supportTickets } from './support.schema';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database, { SUPPORT_EMAIL: 'help@podloom.test' });
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});
beforeEach(() => database.reset());

const MUTATION = `mutation CreateSupportTicket($input: SupportTicketInput!) {
  createSupportTicket(input: $input) { ticketId status submissionDate }
}`;

const validInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  subject: 'Audio export fails',
  issueType: 'technical',
  priorityLevel: 'high',
  description: 'When I export to FLAC the download never starts.',
  ...overrides,
});

/** The GraphQL multipart request spec, as the browser sends it. */
async function submit(input: Record<string, unknown>, file?: { name: string; type: string; bytes: Buffer }) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: MUTATION, variables: { input: { ...input, screenshot: null } } }));
  form.set('map', JSON.stringify(file ? { 0: ['variables.input.screenshot'] } : {}));
  if (file) form.set('0', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${t.url}${GRAPHQL_PATH}`, {
    method: 'POST',
    body: form,
    headers: { 'graphql-require-preflight': '1' },
  });
  return (await response.json()) as {
    data?: { createSupportTicket: { ticketId: string; status: string } };
    errors?: Array<{ message: string }>;
  };
}

async function outbox(): Promise<string[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}

describe('createSupportTicket', () => {
  it('stores a ticket with its screenshot, mails support and answers the ticket id', async () => {
    const png = makePng();
    const result = await submit(validInput(), { name: 'bug.png', type: 'image/png', bytes: png });
    expect(result.errors).toBeUndefined();
    const ticket = result.data!.createSupportTicket;
    expect(ticket.ticketId).toMatch(/^TICKET-\d{13}-[A-Z0-9]{1,6}$/);
    expect(ticket.status).toBe('pending');

    const stored = await t.app.modules.support.service.findTicket(ticket.ticketId);
    expect(stored).toMatchObject({ firstName: 'Meera', subject: 'Audio export fails', issueType: 'technical' });
    expect(stored?.screenshotPath).toBe(`support/${ticket.ticketId}/screenshot.png`);
    expect(await t.services.storage.read(stored!.screenshotPath!)).toEqual(png);

    const mails = await outbox();
    expect(mails.some((m) => m.includes('help@podloom.test') && m.includes(ticket.ticketId))).toBe(true);
    expect(mails.some((m) => m.includes('meera@example.com') && m.includes(ticket.ticketId))).toBe(true);
  });

  it('tells where a ticket stands to whoever holds its id, and nothing for an unknown id', async () => {
    const result = await submit(validInput(), { name: 'bug.png', type: 'image/png', bytes: makePng() });
    const ticketId = result.data!.createSupportTicket.ticketId;
    const query = 'query($id:String!){ supportTicket(ticketId:$id){ ticketId status hasScreenshot } }';
    const ask = async (id: string) =>
      (await (
        await fetch(`${t.url}${GRAPHQL_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables: { id } }),
        })
      ).json()) as { data: { supportTicket: unknown } };
    expect((await ask(ticketId)).data.supportTicket).toEqual({ ticketId, status: 'pending', hasScreenshot: true });
    expect((await ask('TICKET-1-NOPE')).data.supportTicket).toBeNull();
  });

  it('accepts a ticket without a screenshot', async () => {
    const result = await submit(validInput());
    expect(result.data?.createSupportTicket.ticketId).toMatch(/^TICKET-/);
  });

  it.each([
    [{ firstName: '' }, 'First name is required.'],
    [{ firstName: 'M' }, 'First name must be at least 2 characters'],
    [{ lastName: 'Iyer2' }, 'Last name can only contain letters and spaces'],
    [{ email: 'meera@' }, 'Please enter a valid email address'],
    [{ subject: 'Help' }, 'Subject must be at least 5 characters'],
    [{ subject: 'x'.repeat(101) }, 'Subject must be less than 100 characters'],
    [{ description: 'Too short' }, 'Description must be at least 10 characters'],
    [{ description: 'x'.repeat(1001) }, 'Description must be less than 1000 characters'],
  ])('refuses %j with the spec message', async (overrides, message) => {
    const result = await submit(validInput(overrides));
    expect(result.errors?.[0]?.message).toBe(message);
  });

  it('checks the screenshot by its content, not its name', async () => {
    const fake = Buffer.from('this is not an image at all, just text pretending');
    const result = await submit(validInput(), { name: 'shot.png', type: 'image/png', bytes: fake });
    expect(result.errors?.[0]?.message).toBe('Please upload an image file');
  });

  it('refuses a screenshot of 5 MB or more and stores nothing', async () => {
    const mailsBefore = (await outbox()).length;
    const ticketsBefore = await t.services.db.$count(supportTickets);
    const big = Buffer.concat([makePng(), Buffer.alloc(5 * 1024 * 1024)]);
    const result = await submit(validInput(), { name: 'big.png', type: 'image/png', bytes: big });
    expect(result.errors?.[0]?.message).toBe('Screenshot must be less than 5MB');
    expect(await outbox()).toHaveLength(mailsBefore);
    expect(await t.services.db.$count(supportTickets)).toBe(ticketsBefore);
  });
});
