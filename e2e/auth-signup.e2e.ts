import { API_BASE, MESSAGES, PHONE_EXAMPLE, WELCOME_ROUTE } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import {
  createConfirmedUser,
  createUnconfirmedUser,
  newAccount,
  outboxFiles,
  refreshStatus,
  storedSession,
  waitForCode,
} from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, newContext } from './support/browser';
import { browser, page, server, useBrowserHarness } from './support/harness';

useBrowserHarness();

const path = () => new URL(page.url()).pathname;
const field = (label: string) => page.getByLabel(label, { exact: true });
const shows = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
const hidden = (text: string) => page.getByText(text, { exact: true }).first().waitFor({ state: 'hidden' });
const signUp = () => page.getByRole('button', { name: 'Sign Up', exact: true }).click();
const phoneInput = () => page.locator('#signup-phone');
/** The calling code cannot be deleted (spec 001 §2), so select-all-and-delete is refused: delete digit by digit. */
async function typePhone(digits: string, input = phoneInput()) {
  // The picker moves the caret behind the calling code as it gains focus; type once it is there.
  await input.click();
  await input.press('End');
  await input.pressSequentially(digits);
}
async function clearPhone() {
  await phoneInput().click();
  await phoneInput().press('End');
  for (let i = 0; i < 20; i++) await phoneInput().press('Backspace');
}

async function fillSignup(account: { givenName: string; familyName: string; email: string; password: string }) {
  await field('First name').fill(account.givenName);
  await field('Last name').fill(account.familyName);
  await field('Email').fill(account.email);
  await field('Password').fill(account.password);
  await field('Re-enter password').fill(account.password);
}

describe('sign-up form (spec 001 §2, §5, §8)', () => {
  it('shows every required-field message and sends nothing', async () => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/native/signup')) sent.push(request.url());
    });
    await page.goto('/signup');
    await signUp();
    await shows(MESSAGES.firstNameRequired);
    await shows(MESSAGES.lastNameRequired);
    await shows(MESSAGES.emailRequired);
    await shows(MESSAGES.passwordRule);
    await expectNoAxeViolations(page, '/signup with every message');
    // Once shown, a message follows what is typed.
    await field('First name').fill('Ada');
    await hidden(MESSAGES.firstNameRequired);
    expect(sent).toEqual([]);
  });

  it('applies the password rule and the confirmation', async () => {
    await page.goto('/signup');
    await fillSignup(newAccount({ password: 'password1' }));
    await signUp();
    await shows(MESSAGES.passwordRule);
    for (const weak of ['Pass0!', 'passw0rd!', 'Password!', 'Passw0rdd']) {
      await field('Password').fill(weak);
      await shows(MESSAGES.passwordRule);
    }
    await field('Password').fill('Passw0rd!');
    await hidden(MESSAGES.passwordRule);
    await field('Re-enter password').fill('Passw0rd?');
    await shows(MESSAGES.passwordMismatch);
    await field('Re-enter password').fill('Passw0rd!');
    await hidden(MESSAGES.passwordMismatch);
  });

  it('checks the phone: India by default, international format, never more than 15 digits', async () => {
    await page.goto('/signup');
    await expect(phoneInput().inputValue()).resolves.toBe('+91');
    await fillSignup(newAccount());
    await typePhone('12345');
    await signUp();
    await shows(MESSAGES.invalidPhone(PHONE_EXAMPLE));
    expect(MESSAGES.invalidPhone(PHONE_EXAMPLE)).toContain('(e.g., +919876543210)');
    // The calling code cannot be removed, and digits beyond 15 are refused.
    await clearPhone();
    await expect(phoneInput().inputValue()).resolves.toBe('+91');
    await typePhone('98765432101234567890');
    const digits = (await phoneInput().inputValue()).replace(/\D/g, '');
    expect(digits.length).toBeLessThanOrEqual(15);
    // India's numbers stop at ten digits after +91: what is left is a valid mobile number, and the message goes.
    expect(digits).toBe('919876543210');
    await hidden(MESSAGES.invalidPhone(PHONE_EXAMPLE));
  });

  it("shows the server's sentence when the e-mail is taken", async () => {
    const existing = await createConfirmedUser(server);
    await page.goto('/signup');
    await fillSignup({ ...newAccount(), email: existing.email });
    await signUp();
    await shows('An account with this email already exists. Please log in instead.');
    expect(path()).toBe('/signup');
  });

  it('has a back button to / on a phone', async () => {
    const mobile = await newContext(browser, server.baseUrl, MOBILE);
    const phone = await mobile.newPage();
    await phone.goto('/signup');
    await phone.getByRole('button', { name: 'Back' }).click();
    await phone.waitForURL((url) => url.pathname === '/');
    await mobile.close();
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(0);
  });
});

/** Confirm: the e-mail is shown; an empty and a wrong code are refused; Resend sends a fresh code. */
async function confirmWithMailedCode(email: string) {
  await page.waitForURL('**/confirm-signup');
  await shows(email);
  await expectNoAxeViolations(page, '/confirm-signup');
  const confirm = () => page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await confirm();
  await shows(MESSAGES.confirmationCodeRequired);
  await field('Confirmation code').fill('000000');
  await confirm();
  await shows('Invalid verification code provided, please try again.');
  await expectNoAxeViolations(page, '/confirm-signup with an error');
  const before = await outboxFiles(server.dataDir);
  await page.getByRole('button', { name: 'Resend Code' }).click();
  await shows(MESSAGES.codeResent);
  const code = await waitForCode(server.dataDir, email, 'confirm', { ignore: before });
  await field('Confirmation code').fill(code);
  await confirm();
}

/**
 * Login: the e-mail is filled in; a wrong password shows the server's sentence under the form. The right one is then
 * held until its busy label has been seen, rather than slowed by a fixed time.
 */
async function logInAfterAWrongPassword(account: { email: string; password: string }) {
  await page.waitForURL('**/login');
  await shows(MESSAGES.verificationSuccess);
  await expect(field('Email').inputValue()).resolves.toBe(account.email);
  await field('Password').fill('Wrong-passw0rd');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await shows('Incorrect username or password.');
  await expectNoAxeViolations(page, '/login with an error');

  let releaseLogin: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    releaseLogin = resolve;
  });
  await page.route(`**${API_BASE}/auth/native/login`, async (route) => {
    await held;
    await route.continue();
  });
  await field('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Logging In' }).waitFor();
  releaseLogin();
  await page.waitForURL(`**${WELCOME_ROUTE}`);
}

describe('from sign-up to logout (spec 001 §4)', () => {
  it('signs up, confirms with the mailed code, logs in, survives a reload and logs out', async () => {
    const account = newAccount({ givenName: 'Grace', familyName: 'Hopper' });
    await page.goto('/signup');
    await fillSignup(account);
    await typePhone('9876543210');
    const [request] = await Promise.all([page.waitForRequest(`**${API_BASE}/auth/native/signup`), signUp()]);
    expect(request.postDataJSON()).toEqual({
      username: account.email,
      password: account.password,
      email: account.email,
      given_name: 'Grace',
      family_name: 'Hopper',
      phone_number: '+919876543210',
      'custom:country_code': '+91',
    });

    await confirmWithMailedCode(account.email);
    await logInAfterAWrongPassword(account);
    const session = await storedSession(page);
    expect(session?.token?.split('.')).toHaveLength(3);
    expect(session?.refreshToken).toBeTruthy();
    expect(session?.user).toMatchObject({ given_name: 'Grace', family_name: 'Hopper', email: account.email });

    // A reload keeps the session; the profile menu shows the initials.
    await page.reload();
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(path()).toBe(WELCOME_ROUTE);
    await expect(page.getByRole('button', { name: 'Profile menu' }).textContent()).resolves.toBe('GH');

    // Logout revokes the refresh token on the server, then clears the browser's storage.
    await page.getByRole('button', { name: 'Profile menu' }).click();
    const [logout] = await Promise.all([
      page.waitForResponse(`**${API_BASE}/auth/logout`),
      page.getByRole('menuitem', { name: 'Logout' }).click(),
    ]);
    expect(logout.status()).toBe(200);
    await shows(MESSAGES.loggedOut);
    await page.waitForURL('**/login');
    expect(await storedSession(page).then((s) => s?.token ?? null)).toBeNull();
    await expect(refreshStatus(server, session?.refreshToken ?? '')).resolves.toBe(401);

    // Signed out, protected routes send the visitor to /login.
    await page.goto(WELCOME_ROUTE);
    await page.waitForURL('**/login');
  });

  it('sends /confirm-signup without an e-mail back to /signup', async () => {
    await page.goto('/confirm-signup');
    await page.waitForURL('**/signup');
  });

  it('sends an unconfirmed account from login to sign-up with the spec sentence', async () => {
    const { account } = await createUnconfirmedUser(server);
    await page.goto('/login');
    await field('Email').fill(account.email);
    await field('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await shows(MESSAGES.userNotConfirmed);
    await page.waitForURL('**/signup');
  });
});

describe('company sign-up (spec 001 §2 Company sign-up)', () => {
  it('shows every field and sends the company details with the e-mail, password and names', async () => {
    const account = newAccount();
    await page.goto('/comapanysignup');
    for (const label of ['First name', 'Last name', 'Email', 'Phone number', 'Company name', 'Designation', 'State']) {
      await field(label).waitFor();
    }
    await expectNoAxeViolations(page, '/comapanysignup');
    await page.getByText('Individual', { exact: true }).click();
    await field('First name').fill(account.givenName);
    await field('Last name').fill(account.familyName);
    await field('Email').fill(account.email);
    await typePhone('9876543210', page.locator('#company-phone'));
    await field('Company name').fill('Analytical Engines Ltd');
    await field('Designation').fill('Founder');
    await field('Country').fill('India');
    await page.locator('.ant-select-item-option[title="India"]').click();
    await field('State').fill('Karnataka');
    await field('Password').fill(account.password);
    await field('Confirm password').fill('Passw0rd?');
    await signUp();
    await shows(MESSAGES.passwordMismatch);
    await field('Confirm password').fill(account.password);
    const [request] = await Promise.all([page.waitForRequest(`**${API_BASE}/auth/native/signup`), signUp()]);
    expect(request.postDataJSON()).toEqual({
      username: account.email,
      password: account.password,
      email: account.email,
      given_name: account.givenName,
      family_name: account.familyName,
      company: {
        accountType: 'individual',
        companyName: 'Analytical Engines Ltd',
        designation: 'Founder',
        country: 'IN',
        state: 'Karnataka',
      },
    });
    await page.waitForURL('**/confirm-signup');
    await shows(account.email);
  });

  it('shows a refusal in an alert; Facebook and Twitter are shown, disabled, saying they are not offered', async () => {
    const existing = await createConfirmedUser(server);
    await page.goto('/comapanysignup');
    for (const name of ['Facebook', 'Twitter']) {
      const button = page.getByRole('button', { name: `Sign-up with ${name} is not offered.` });
      expect(await button.isDisabled()).toBe(true);
    }
    await page.getByRole('button', { name: 'Google' }).click();
    await shows('Sign-in with Google is not configured.');
    expect(path()).toBe('/comapanysignup');
    await field('First name').fill('Ada');
    await field('Last name').fill('Lovelace');
    await field('Email').fill(existing.email);
    await field('Password').fill(existing.password);
    await field('Confirm password').fill(existing.password);
    const dialog = page.waitForEvent('dialog');
    await signUp();
    const alert = await dialog;
    expect(alert.type()).toBe('alert');
    expect(alert.message()).toBe('An account with this email already exists. Please log in instead.');
    await alert.accept();
  });
});
