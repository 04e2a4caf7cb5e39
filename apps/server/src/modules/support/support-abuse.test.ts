import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { GRAPHQL_PATH } from '@podloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../../platform/graphql/limits';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createSession, createUser } from '../auth/testing/factories';
import { SUPPORT_LIMIT_MESSAGE, SUPPORT_RATE_LIMITS } from './ticket-guard';

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
beforeEach(async () => {
  await database.reset();
  await rm(path.join(t.dataDir, 'outbox'), { recursive: true, force: true });
});

const FIELDS = 'ticketId status';
const ticket = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Spammer',
  lastName: 'Person',
  email: 'victim@example.com',
  subject: 'MARKERSUBJECT cheap pills',
  issueType: 'general',
  priorityLevel: 'low',
  description: 'Buy cheap pills at http://spam.example today, MARKERTEXT.',
  ...overrides,
});

async function graphql(query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${t.url}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: Record<string, { ticketId: string }> | null;
    errors?: Array<{ message: string }>;
  };
}

const submit = (input: Record<string, unknown>, token?: string) =>
  graphql(
    `mutation($input: SupportTicketInput!) { createSupportTicket(input: $input) { ${FIELDS} } }`,
    { input },
    token,
  );

/** Mails in the outbox, with the recipient read from the To header. */
async function outbox(): Promise<Array<{ to: string; raw: string }>> {
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return mails.map((raw) => ({ to: /^To: (.*)$/im.exec(raw)?.[1]?.trim() ?? '', raw }));
}

const mailsTo = async (address: string) => (await outbox()).filter((m) => m.to.includes(address));

describe('createSupportTicket cannot be used to send mail', () => {
  it('refuses aliases that would repeat the mutation, and sends nothing', async () => {
    const aliases = Array.from(
      { length: 25 },
      (_, i) => `t${i}: createSupportTicket(input: $input) { ${FIELDS} }`,
    ).join(' ');
    const result = await graphql(`mutation($input: SupportTicketInput!) { ${aliases} }`, { input: ticket() });
    expect(result.errors?.map((e) => e.message)).toContain(LIMIT_MESSAGES.mutationRepeated);
    expect(await outbox()).toHaveLength(0);
  });

  it('limits tickets per recipient and per client address, with a sentence', async () => {
    for (let i = 0; i < SUPPORT_RATE_LIMITS.perEmailPerHour; i += 1) {
      expect((await submit(ticket())).errors).toBeUndefined();
    }
    const sameRecipient = await submit(ticket());
    expect(sameRecipient.errors?.[0]?.message).toBe(SUPPORT_LIMIT_MESSAGE);
    let sent = SUPPORT_RATE_LIMITS.perEmailPerHour;
    for (; sent < SUPPORT_RATE_LIMITS.perIpPerHour; sent += 1) {
      expect((await submit(ticket({ email: `other${sent}@example.com` }))).errors).toBeUndefined();
    }
    const sameAddress = await submit(ticket({ email: 'someone-new@example.com' }));
    expect(sameAddress.errors?.[0]?.message).toBe(SUPPORT_LIMIT_MESSAGE);
    expect(await mailsTo('someone-new@example.com')).toHaveLength(0);
  });

  it('holds tickets sent at once to the same limits: two requests cannot both take the last one', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(ticket())));
    const stored = answers.filter((answer) => !answer.errors);
    expect(stored).toHaveLength(SUPPORT_RATE_LIMITS.perEmailPerHour);
    for (const refused of answers.filter((answer) => answer.errors)) {
      expect(refused.errors?.[0]?.message).toBe(SUPPORT_LIMIT_MESSAGE);
    }
    // One acknowledgement a day, however many arrive together; support hears of each stored ticket.
    expect(await mailsTo('victim@example.com')).toHaveLength(SUPPORT_RATE_LIMITS.acknowledgementsPerDay);
    expect(await mailsTo('help@podloom.test')).toHaveLength(SUPPORT_RATE_LIMITS.perEmailPerHour);
    const fromAddress = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submit(ticket({ email: `at-once-${i}@example.com` }))),
    );
    const total = SUPPORT_RATE_LIMITS.perEmailPerHour + fromAddress.filter((answer) => !answer.errors).length;
    expect(total).toBe(SUPPORT_RATE_LIMITS.perIpPerHour);
  });

  it('acknowledges an address at most once a day and quotes nothing of an unverified sender', async () => {
    await submit(ticket());
    await submit(ticket());
    const acknowledgements = await mailsTo('victim@example.com');
    expect(acknowledgements).toHaveLength(1);
    const [ack] = acknowledgements;
    expect(ack?.raw).toMatch(/TICKET-/);
    for (const words of ['MARKERSUBJECT', 'MARKERTEXT', 'spam.example', 'Spammer'])
      expect(ack?.raw).not.toContain(words);
    // Support still gets both tickets, with the caller's words.
    const support = await mailsTo('help@podloom.test');
    expect(support).toHaveLength(2);
    expect(support[0]?.raw).toContain('MARKERTEXT');
  });

  it('quotes the request back to the logged-in owner of a confirmed address, and only to them', async () => {
    const owner = await createUser(t.services.db);
    const { accessToken } = await createSession(t.services, owner);
    await submit(
      ticket({ email: owner.email, firstName: 'Meera', description: 'My export never starts, OWNERTEXT.' }),
      accessToken,
    );
    const [ack] = await mailsTo(owner.email);
    expect(ack?.raw).toContain('OWNERTEXT');

    const someoneElse = await createUser(t.services.db);
    const other = await createSession(t.services, someoneElse);
    await submit(ticket({ email: 'third@example.com' }), other.accessToken);
    const [third] = await mailsTo('third@example.com');
    expect(third?.raw).not.toContain('MARKERTEXT');
  });
});
