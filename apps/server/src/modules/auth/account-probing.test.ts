import { MESSAGES } from '@podloom/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { AUTH_TEXT } from './auth.service';
import { AUTH_RATE_LIMITS } from './rate-limit';
import { createUser, uniqueEmail } from './testing/factories';
import { apiClient } from './testing/http';
import { codeFromMail, type SmtpInbox, startSmtpInbox } from './testing/smtp-inbox';

let database: TestDatabase;
let inbox: SmtpInbox;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  inbox = await startSmtpInbox();
  testApp = await startTestApp(database, { SMTP_URL: inbox.url, TRUST_PROXY: '127.0.0.1' });
});
afterEach(() => database.reset());
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
  await database?.destroy();
});

const PASSWORD = 'Str0ng!pass';

/** An account that signed up and waits for its confirmation code. */
async function waitingAccount(): Promise<string> {
  const email = uniqueEmail('waiting');
  const api = apiClient(testApp.url);
  const signup = await api.post('/auth/native/signup', {
    username: email,
    email,
    password: PASSWORD,
    given_name: 'Asha',
    family_name: 'Rao',
  });
  expect(signup.status).toBe(201);
  await inbox.nextMailTo(email);
  return email;
}

describe('resend and confirm never tell whether an account exists', () => {
  it('answers resend alike for an unknown, a waiting and a confirmed account', async () => {
    const confirmed = await createUser(database.db);
    const waiting = await waitingAccount();
    const api = apiClient(testApp.url);
    const answers = [];
    for (const email of [uniqueEmail('nobody'), waiting, confirmed.email]) {
      const response = await api.post('/auth/native/resend', { username: email });
      answers.push({ status: response.status, body: response.body });
    }
    const expected = { status: 200, body: { detail: { success: true, message: MESSAGES.codeResent } } };
    expect(answers).toEqual([expected, expected, expected]);
    // Only the waiting account was sent a code.
    expect(codeFromMail(await inbox.nextMailTo(waiting))).toMatch(/^\d{6}$/);
  });

  it('answers confirm alike for an unknown account, a confirmed one and a user id naming another', async () => {
    const confirmed = await createUser(database.db);
    const waiting = await waitingAccount();
    const api = apiClient(testApp.url);
    const attempts = [
      { username: uniqueEmail('nobody'), code: '123456' },
      { username: confirmed.email, code: '123456' },
      { username: confirmed.email, code: '123456', user_id: String(confirmed.id + 1000) },
      { username: waiting, code: '123456', user_id: String(confirmed.id) },
    ];
    for (const attempt of attempts) {
      const response = await api.post('/auth/native/confirm', attempt);
      expect({ status: response.status, message: response.body.message }, JSON.stringify(attempt)).toEqual({
        status: 400,
        message: AUTH_TEXT.invalidCode,
      });
    }
  });
});

describe('wrong reset codes from one address do not lock the owner out', () => {
  it("lets the owner's fresh code reset the password after ten wrong codes from an attacker", async () => {
    const owner = await createUser(database.db);
    const attacker = apiClient(testApp.url);
    expect((await attacker.post('/auth/native/forgot-password', { username: owner.email })).status).toBe(200);
    await inbox.nextMailTo(owner.email);
    const limit = AUTH_RATE_LIMITS.checkCode.perIpAndEmail.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const guess = String(100000 + i);
      statuses.push(
        (await attacker.post('/auth/native/reset-password', { username: owner.email, code: guess, password: PASSWORD }))
          .status,
      );
    }
    // The attacker's own address is stopped...
    expect(statuses.slice(0, limit).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    // ...while the owner, from their own address, asks for a fresh code and uses it.
    const ownerApi = apiClient(testApp.url);
    expect((await ownerApi.post('/auth/native/forgot-password', { username: owner.email })).status).toBe(200);
    const code = codeFromMail(await inbox.nextMailTo(owner.email));
    const reset = await ownerApi.post('/auth/native/reset-password', {
      username: owner.email,
      code,
      password: 'N3w!password',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ detail: { success: true, message: MESSAGES.resetSuccess } });
  });
});
