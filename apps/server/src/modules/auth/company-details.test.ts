import { MESSAGES } from '@podloom/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { findUserByEmail } from './auth.repository';
import { createSession, uniqueEmail } from './testing/factories';
import { apiClient } from './testing/http';
import { type SmtpInbox, startSmtpInbox } from './testing/smtp-inbox';

let database: TestDatabase;
let inbox: SmtpInbox;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  inbox = await startSmtpInbox();
  testApp = await startTestApp(database, { SMTP_URL: inbox.url });
});
afterEach(() => database.reset());
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
  await database?.destroy();
});

const ME = '{ me { given_name accountType companyName designation country state } }';
const UPDATE = `mutation ($input: UpdateProfileInput!) {
  updateProfile(input: $input) { given_name accountType companyName designation country state }
}`;

async function companySignup(company: Record<string, unknown>) {
  const email = uniqueEmail('company');
  const api = apiClient(testApp.url);
  const signup = await api.post('/auth/native/signup', {
    username: email,
    email,
    password: 'Str0ng!pass',
    given_name: 'Asha',
    family_name: 'Rao',
    company,
  });
  return { api, email, signup };
}

describe('company sign-up details (spec 001 §2)', () => {
  it('keeps what the form collected, shows it on `me`, and lets the profile change and clear it', async () => {
    const { api, email, signup } = await companySignup({
      accountType: 'company',
      companyName: '  Beehive Media ',
      designation: 'Producer',
      country: 'in',
      state: 'Karnataka',
    });
    expect(signup.status).toBe(201);
    await inbox.nextMailTo(email);
    const user = await findUserByEmail(testApp.services.db, email);
    if (!user) throw new Error('the sign-up stored no account');
    expect(user.isCompany).toBe(true);
    const { accessToken } = await createSession(testApp.services, user);

    const me = await api.graphql(ME, {}, accessToken);
    expect(me.body.data.me).toEqual({
      given_name: 'Asha',
      accountType: 'company',
      companyName: 'Beehive Media',
      designation: 'Producer',
      country: 'IN',
      state: 'Karnataka',
    });

    const changed = await api.graphql(
      UPDATE,
      {
        input: {
          name: 'Asha Rao',
          company: { accountType: 'individual', companyName: '', designation: 'Host', country: 'GB', state: '' },
        },
      },
      accessToken,
    );
    const expected = {
      given_name: 'Asha',
      accountType: 'individual',
      companyName: null,
      designation: 'Host',
      country: 'GB',
      state: null,
    };
    expect(changed.body.data.updateProfile).toEqual(expected);
    expect((await api.graphql(ME, {}, accessToken)).body.data.me).toEqual(expected);

    // The name alone leaves the details as they are.
    const renamed = await api.graphql(UPDATE, { input: { name: 'Meera Iyer' } }, accessToken);
    expect(renamed.body.data.updateProfile).toEqual({ ...expected, given_name: 'Meera' });
  });

  it('refuses a detail it cannot keep with a sentence, and stores nothing', async () => {
    const tooLong = await companySignup({ accountType: 'company', companyName: 'x'.repeat(121) });
    expect(tooLong.signup.status).toBe(400);
    expect(JSON.stringify(tooLong.signup.body)).toContain(MESSAGES.companyFieldTooLong('Company name'));
    expect(await findUserByEmail(testApp.services.db, tooLong.email)).toBeNull();

    const badType = await companySignup({ accountType: 'partnership' });
    expect(JSON.stringify(badType.signup.body)).toContain(MESSAGES.accountTypeUnknown);
    const badCountry = await companySignup({ country: 'India' });
    expect(JSON.stringify(badCountry.signup.body)).toContain(MESSAGES.countryUnknown);
    expect(await findUserByEmail(testApp.services.db, badCountry.email)).toBeNull();
  });

  it('a plain sign-up has no company details', async () => {
    const email = uniqueEmail('plain');
    const api = apiClient(testApp.url);
    const signup = await api.post('/auth/native/signup', {
      username: email,
      email,
      password: 'Str0ng!pass',
      given_name: 'Ravi',
      family_name: 'K',
    });
    expect(signup.status).toBe(201);
    await inbox.nextMailTo(email);
    const user = await findUserByEmail(testApp.services.db, email);
    expect(user).toMatchObject({ isCompany: false, accountType: null, companyName: null, country: null });
  });
});
