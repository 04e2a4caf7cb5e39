import { createServer } from 'node:net';
import { MESSAGES } from '@podloom/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { authCodes, geolocationLogs, users } from './auth.schema';
import { AUTH_TEXT } from './auth.service';
import { AUTH_RATE_LIMITS } from './rate-limit';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from './testing/factories';
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

function signupPayload(email: string, extra: Record<string, unknown> = {}) {
  return { username: email, email, password: PASSWORD, given_name: 'Asha', family_name: 'Rao', ...extra };
}

async function signUpAndConfirm(api = apiClient(testApp.url), email = uniqueEmail()) {
  const signup = await api.post('/auth/native/signup', signupPayload(email));
  expect(signup.status).toBe(201);
  const code = codeFromMail(await inbox.nextMailTo(email));
  const confirmed = await api.post('/auth/native/confirm', { username: email, code });
  expect(confirmed.status).toBe(200);
  return email;
}

type Api = ReturnType<typeof apiClient>;
type Tokens = { AccessToken: string; RefreshToken: string };

/** Journey step: sign up with a shouted e-mail and a formatted phone; the row is normalised, the code mailed and hashed. */
async function signUpAndReadTheCode(api: Api, email: string) {
  const signup = await api.post(
    '/auth/native/signup',
    signupPayload(email.toUpperCase(), { phone_number: '+91 98765-43210', 'custom:country_code': '+91' }),
  );
  expect(signup.status).toBe(201);
  expect(signup.body).toEqual({
    success: true,
    message: AUTH_TEXT.signedUp,
    cognito_user_id: expect.stringMatching(/^\d+$/),
    user_confirmed: false,
  });
  const userId = Number(signup.body.cognito_user_id);

  const [stored] = await database.db.select().from(users).where(eq(users.id, userId));
  expect(stored).toMatchObject({ email, phoneNumber: '+919876543210', countryCode: '+91', confirmedAt: null });
  expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

  const mail = await inbox.nextMailTo(email);
  expect(mail.subject).toBe('Your Podloom confirmation code');
  const code = codeFromMail(mail);
  const [storedCode] = await database.db.select().from(authCodes).where(eq(authCodes.userId, userId));
  expect(storedCode?.codeHash).not.toContain(code);
  return { userId, code };
}

/** Journey step: no login before confirming; the code confirms its own user only, and only once. */
async function confirmOnce(api: Api, email: string, userId: number, code: string) {
  const early = await api.post('/auth/native/login', { username: email, password: PASSWORD });
  expect(early.status).toBe(403);
  expect(early.body.message).toContain('user is not confirmed');
  expect(early.body.detail).toEqual({ success: false, message: early.body.message });

  const wrongUser = await api.post('/auth/native/confirm', { username: email, code, user_id: String(userId + 1) });
  expect(wrongUser.status).toBe(400);
  expect(wrongUser.body.message).toBe(AUTH_TEXT.invalidCode);

  const confirm = await api.post('/auth/native/confirm', { username: email, code, user_id: String(userId) });
  expect(confirm.status).toBe(200);
  expect(confirm.body).toEqual({ detail: { success: true, message: MESSAGES.verificationSuccess } });
  const again = await api.post('/auth/native/confirm', { username: email, code });
  expect(again.body.message).toBe(AUTH_TEXT.invalidCode);
}

/** Journey step: log in, and the tokens carry the user, an hour's life and a well-formed refresh token. */
async function logInAndReadTheTokens(api: Api, email: string, userId: number): Promise<Tokens> {
  const login = await api.post('/auth/native/login', { username: email, password: PASSWORD });
  expect(login.status).toBe(200);
  expect(login.body.detail).toMatchObject({
    success: true,
    message: AUTH_TEXT.loggedIn,
    data: {
      AuthenticationResult: { ExpiresIn: 3600, TokenType: 'Bearer' },
      user: { user_id: userId, given_name: 'Asha', family_name: 'Rao', email, phone_number: '+919876543210' },
    },
  });
  const first = login.body.detail.data.AuthenticationResult;
  const claims = decodeJwt(first.AccessToken);
  expect(claims).toMatchObject({
    user_id: userId,
    email,
    given_name: 'Asha',
    family_name: 'Rao',
    client_subscription_id: null,
    subscription_start_date: null,
    subscription_expiry: null,
  });
  expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  expect(first.RefreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const me = await api.graphql('{ me { id email } }', {}, first.AccessToken);
  expect(me.body.data.me).toEqual({ id: userId, email });
  return first;
}

/** Journey step: refresh tokens rotate, and a reused one ends the whole family. */
async function rotateAndCatchReuse(api: Api, userId: number, first: Tokens) {
  const second = await api.post('/auth/refresh', { refresh_token: first.RefreshToken });
  expect(second.status).toBe(200);
  const secondTokens = second.body.detail.data.AuthenticationResult;
  expect(secondTokens.RefreshToken).not.toBe(first.RefreshToken);
  expect(decodeJwt(secondTokens.AccessToken).user_id).toBe(userId);

  const third = await api.post('/auth/refresh', { RefreshToken: secondTokens.RefreshToken });
  expect(third.status).toBe(200);
  const thirdTokens = third.body.detail.data.AuthenticationResult;

  // The first token comes back: someone kept a copy, so the whole family ends.
  const reuse = await api.post('/auth/refresh', { refresh_token: first.RefreshToken });
  expect(reuse.status).toBe(401);
  expect(reuse.body.message).toBe(MESSAGES.sessionExpired);
  const afterReuse = await api.post('/auth/refresh', { refresh_token: thirdTokens.RefreshToken });
  expect(afterReuse.status).toBe(401);
}

/** Journey step: log in again and out; the session ends and both logins were recorded. */
async function logOutAndCountLogins(api: Api, email: string, userId: number) {
  const relogin = await api.post('/auth/native/login', { username: email, password: PASSWORD });
  const session = relogin.body.detail.data.AuthenticationResult;
  const logout = await api.post('/auth/logout', { refresh_token: session.RefreshToken }, session.AccessToken);
  expect(logout.status).toBe(200);
  expect(logout.body).toEqual({ detail: { success: true, message: MESSAGES.loggedOut } });
  expect((await api.post('/auth/refresh', { refresh_token: session.RefreshToken })).status).toBe(401);

  const logins = await database.db.select().from(geolocationLogs).where(eq(geolocationLogs.userId, userId));
  expect(logins).toHaveLength(2);
  expect(logins[0]).toMatchObject({ ipAddress: api.ip, userAgent: api.userAgent, sourceEvent: 'login' });
}

const NATIVE = 'sign-up, confirmation and sessions over HTTP with a real SMTP server';

describe(`${NATIVE}: the whole journey, wrong passwords and expired codes`, () => {
  it('signs up, confirms from the mailed code, logs in, rotates refresh tokens, catches reuse and logs out', async () => {
    const api = apiClient(testApp.url);
    const email = uniqueEmail('asha');
    const { userId, code } = await signUpAndReadTheCode(api, email);
    await confirmOnce(api, email, userId, code);
    const first = await logInAndReadTheTokens(api, email, userId);
    await rotateAndCatchReuse(api, userId, first);
    await logOutAndCountLogins(api, email, userId);
  });

  it('refuses a wrong password and an unknown account with the same sentence', async () => {
    const api = apiClient(testApp.url);
    const user = await createUser(database.db);
    const wrong = await api.post('/auth/native/login', { username: user.email, password: 'Wr0ng!pass' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      message: AUTH_TEXT.badCredentials,
      detail: { success: false, message: AUTH_TEXT.badCredentials },
    });
    const unknown = await api.post('/auth/native/login', { username: uniqueEmail(), password: DEFAULT_PASSWORD });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    const right = await api.post('/auth/native/login', { username: user.email, password: DEFAULT_PASSWORD });
    expect(right.status).toBe(200);
  });

  it('refuses an expired code, and a resent code replaces the old one', async () => {
    const api = apiClient(testApp.url);
    const email = uniqueEmail();
    await api.post('/auth/native/signup', signupPayload(email));
    const oldCode = codeFromMail(await inbox.nextMailTo(email));
    await database.db.update(authCodes).set({ expiresAt: new Date(Date.now() - 1000) });

    const expired = await api.post('/auth/native/confirm', { username: email, code: oldCode });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(AUTH_TEXT.codeExpired);

    const resend = await api.post('/auth/native/resend', { username: email });
    expect(resend.body).toEqual({ detail: { success: true, message: MESSAGES.codeResent } });
    const newCode = codeFromMail(await inbox.nextMailTo(email));
    if (newCode !== oldCode) {
      const stale = await api.post('/auth/native/confirm', { username: email, code: oldCode });
      expect(stale.body.message).toBe(AUTH_TEXT.invalidCode);
    }
    const confirm = await api.post('/auth/native/confirm', { username: email, code: newCode });
    expect(confirm.status).toBe(200);
    const resendConfirmed = await api.post('/auth/native/resend', { username: email });
    expect(resendConfirmed.body).toEqual({ detail: { success: true, message: MESSAGES.codeResent } });
  });
});

describe(`${NATIVE}: limited tries and password resets`, () => {
  it('allows five tries of a code and no more, even with the right code after', async () => {
    const api = apiClient(testApp.url);
    const email = uniqueEmail();
    await api.post('/auth/native/signup', signupPayload(email));
    const code = codeFromMail(await inbox.nextMailTo(email));
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push((await api.post('/auth/native/confirm', { username: email, code: wrong })).body.message);
    }
    expect(messages).toEqual([...Array(4).fill(AUTH_TEXT.invalidCode), AUTH_TEXT.codeExhausted]);
    const right = await api.post('/auth/native/confirm', { username: email, code });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(AUTH_TEXT.codeExhausted);
  });

  it('sends a reset code without telling whether the account exists, resets once and ends every session', async () => {
    const api = apiClient(testApp.url);
    const email = await signUpAndConfirm(api);
    const login = await api.post('/auth/native/login', { username: email, password: PASSWORD });
    const oldRefresh = login.body.detail.data.AuthenticationResult.RefreshToken;

    const known = await api.post('/auth/native/forgot-password', { username: email });
    const unknown = await api.post('/auth/native/forgot-password', { username: uniqueEmail() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ detail: { success: true, message: MESSAGES.resetCodeSent } });
    expect(unknown.body).toEqual(known.body);

    const mail = await inbox.nextMailTo(email);
    expect(mail.subject).toBe('Your Podloom password reset code');
    const code = codeFromMail(mail);
    const newPassword = 'N3w!password';

    const weak = await api.post('/auth/native/reset-password', { username: email, code, password: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MESSAGES.passwordRule);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const wrong = await api.post('/auth/native/reset-password', {
      username: email,
      confirmationCode: wrongCode,
      newPassword,
    });
    expect(wrong.body.message).toBe(AUTH_TEXT.invalidCode);

    const reset = await api.post('/auth/native/reset-password', {
      username: email,
      confirmationCode: code,
      newPassword,
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ detail: { success: true, message: MESSAGES.resetSuccess } });

    const reused = await api.post('/auth/native/reset-password', { username: email, code, password: 'An0ther!pass' });
    expect(reused.status).toBe(400);
    expect((await api.post('/auth/refresh', { refresh_token: oldRefresh })).status).toBe(401);
    expect((await api.post('/auth/native/login', { username: email, password: PASSWORD })).status).toBe(401);
    expect((await api.post('/auth/native/login', { username: email, password: newPassword })).status).toBe(200);
  });
});

describe(`${NATIVE}: rate limits`, () => {
  it('limits logins per address and e-mail, and per address, with a 429 and a sentence', async () => {
    const { perIpAndEmail, perIp } = AUTH_RATE_LIMITS.login;
    const user = await createUser(database.db);
    const api = apiClient(testApp.url);
    for (let i = 0; i < perIpAndEmail.limit; i += 1) {
      const attempt = await api.post('/auth/native/login', { username: user.email, password: 'Wr0ng!pass' });
      expect(attempt.status).toBe(401);
    }
    const limited = await api.post('/auth/native/login', { username: user.email, password: DEFAULT_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(limited.body.detail.message).toBe(limited.body.message);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Wrong passwords from one address do not lock the owner out: the same e-mail from
    // another address logs in; another e-mail from this address is not limited either.
    const elsewhere = apiClient(testApp.url);
    expect(
      (await elsewhere.post('/auth/native/login', { username: user.email, password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
    const other = await createUser(database.db);
    expect((await api.post('/auth/native/login', { username: other.email, password: DEFAULT_PASSWORD })).status).toBe(
      200,
    );

    const busy = apiClient(testApp.url);
    const statuses: number[] = [];
    for (let i = 0; i <= perIp.limit; i += 1) {
      statuses.push((await busy.post('/auth/native/login', { username: uniqueEmail(), password: 'x' })).status);
    }
    expect(statuses.slice(0, perIp.limit).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits mailing codes per e-mail', async () => {
    const api = apiClient(testApp.url);
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.sendCode.perEmail.limit; i += 1) {
      statuses.push((await api.post('/auth/native/forgot-password', { username: email })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  });
});

describe(`${NATIVE}: failed mail and validation`, () => {
  it('undoes a sign-up whose confirmation mail cannot be sent, so the person can simply try again', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const mailless = await startTestApp(database, {
      SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      const email = uniqueEmail();
      const failed = await apiClient(mailless.url).post('/auth/native/signup', signupPayload(email));
      expect(failed.status).toBe(502);
      expect(failed.body.message).toBe(AUTH_TEXT.mailFailed);
      expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect((await apiClient(testApp.url).post('/auth/native/signup', signupPayload(email))).status).toBe(201);
    } finally {
      await mailless.close();
    }
  });

  it('answers each validation rule with the spec sentence', async () => {
    const api = apiClient(testApp.url);
    const email = uniqueEmail();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'password1' }, MESSAGES.passwordRule],
      [{ password: 'Short1!' }, MESSAGES.passwordRule],
      [{ phone_number: '+91 123' }, MESSAGES.invalidPhone('+919876543210')],
      [{ phone_number: '0123456789' }, MESSAGES.invalidPhone('+919876543210')],
      [{ given_name: '' }, MESSAGES.firstNameRequired],
      [{ family_name: '  ' }, MESSAGES.lastNameRequired],
      [{ email: '', username: '' }, MESSAGES.emailRequired],
    ];
    for (const [override, message] of cases) {
      const response = await api.post('/auth/native/signup', signupPayload(email, override));
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.detail).toEqual({ success: false, message });
    }
    expect((await api.post('/auth/native/confirm', { username: email })).body.message).toBe(
      MESSAGES.confirmationCodeRequired,
    );

    const taken = await createUser(database.db);
    const duplicate = await api.post('/auth/native/signup', signupPayload(taken.email.toUpperCase()));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('An account with this email already exists. Please log in instead.');
  });
});
