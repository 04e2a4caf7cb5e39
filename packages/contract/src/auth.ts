import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { EMAIL_PATTERN } from './email';
import { MESSAGES } from './messages';
import { safeString } from './safe-text';

/** Spec 001 §5 and §9: minimum length and the special characters a password must draw one from. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
/** Argon2 is given at most this many characters; longer input is refused, not silently cut. */
export const PASSWORD_MAX_LENGTH = 256;

/** Spec 001 §5 "Phone input": a plus, a first digit 1-9, then 6 to 14 more digits (7 to 15 digits in all). */
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;
export const PHONE_MAX_DIGITS = 15;
/** The example in the phone message; the sign-up form's default country is India (spec 001 §9). */
export const PHONE_EXAMPLE = '+919876543210';

/** The browser's redirect to the provider's authorise endpoint (spec 001 §7). */
export const GOOGLE_SIGN_IN = {
  scope: 'email openid profile',
  codeChallengeMethod: 'S256',
  prompt: 'select_account',
  responseType: 'code',
} as const;

/** Confirmation and reset codes are six digits (DESIGN §5). */
export const AUTH_CODE_LENGTH = 6;

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c))
  );
}

/** The password rule of spec 001 §5, with its one message. */
export const passwordRule = safeString({ error: MESSAGES.passwordRule })
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordRule)
  .refine(isStrongPassword, MESSAGES.passwordRule);

/**
 * What the phone input does while typing (spec 001 §5): strip everything but digits and plus signs, collapse
 * leading plus signs into one and add one when missing. An input with no digits becomes ''.
 */
export function normalizePhoneInput(raw: string): string {
  const kept = raw.replace(/[^\d+]/g, '');
  const digits = kept.replace(/\+/g, '');
  if (digits === '') return '';
  return `+${digits}`;
}

export interface ParsedPhone {
  /** E.164, e.g. +919876543210. */
  phoneNumber: string;
  /** The calling code with a plus, e.g. +91 (spec 001 §3 custom:country_code). */
  countryCode: string;
}

/** A phone number in international format, normalised and checked with libphonenumber; null when not valid. */
export function parsePhone(raw: string): ParsedPhone | null {
  const normalized = normalizePhoneInput(raw);
  if (!PHONE_PATTERN.test(normalized)) return null;
  const parsed = parsePhoneNumberFromString(normalized);
  if (!parsed?.isValid()) return null;
  return { phoneNumber: parsed.number, countryCode: `+${parsed.countryCallingCode}` };
}

/** An e-mail is the account's name: trimmed and lower-cased everywhere. */
export const emailAddress = safeString({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
  .transform((email) => email.toLowerCase());

const requiredText = (message: string, max = 100) =>
  safeString({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(/ is required\.$/, '')} is too long.`);

const optionalText = safeString()
  .optional()
  .nullable()
  .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim()));

/** Spec 001 §2 Company sign-up: the account type the form offers. */
export const ACCOUNT_TYPES = ['company', 'individual'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** A company detail: trimmed, empty means none, at most 120 characters. */
const detailText = (field: string) =>
  safeString()
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || v.length <= 120, MESSAGES.companyFieldTooLong(field));

/** Company sign-up's extra fields (spec 001 §2), kept with the account; every one may be left empty. */
export const companyDetailsInput = z.object({
  accountType: z
    .enum(ACCOUNT_TYPES, { error: MESSAGES.accountTypeUnknown })
    .nullish()
    .transform((v) => v ?? null),
  companyName: detailText('Company name'),
  designation: detailText('Designation'),
  /** ISO 3166-1 alpha-2, e.g. IN: the form's country list. */
  country: safeString()
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim().toUpperCase()))
    .refine((v) => v === null || /^[A-Z]{2}$/.test(v), MESSAGES.countryUnknown),
  state: detailText('State'),
});
export type CompanyDetails = z.infer<typeof companyDetailsInput>;
export type CompanyDetailsPayload = z.input<typeof companyDetailsInput>;

/**
 * The sign-up payload of spec 001 §3 (`username` is the e-mail again; `custom:country_code` only with a phone).
 * Keys are checked in the order the form shows its messages. The output has the phone in E.164 and the country
 * code taken from the number itself.
 */
export const signupInput = z
  .object({
    given_name: requiredText(MESSAGES.firstNameRequired),
    family_name: requiredText(MESSAGES.lastNameRequired),
    email: emailAddress,
    username: optionalText,
    phone_number: safeString({ error: MESSAGES.invalidPhone(PHONE_EXAMPLE) })
      .nullish()
      .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim())),
    'custom:country_code': optionalText,
    password: passwordRule,
    /** Company sign-up only (spec 001 §2); a plain sign-up leaves it out. */
    company: companyDetailsInput.optional(),
  })
  .transform((input, ctx) => {
    let phone: ParsedPhone | null = null;
    if (input.phone_number !== undefined) {
      phone = parsePhone(input.phone_number);
      if (!phone) {
        ctx.addIssue({ code: 'custom', path: ['phone_number'], message: MESSAGES.invalidPhone(PHONE_EXAMPLE) });
        return z.NEVER;
      }
    }
    return {
      email: input.email,
      password: input.password,
      givenName: input.given_name,
      familyName: input.family_name,
      phoneNumber: phone?.phoneNumber ?? null,
      countryCode: phone?.countryCode ?? null,
      ...(input.company ? { company: input.company } : {}),
    };
  });
export type SignupInput = z.infer<typeof signupInput>;
/** The body the browser sends to /auth/native/signup. */
export type SignupPayload = z.input<typeof signupInput>;

/** The e-mail arrives as `username` (spec 001 §7); `email` is accepted as well. */
const accountName = z
  .object({ username: safeString().optional(), email: safeString().optional() })
  .transform((v, ctx) => {
    const parsed = emailAddress.safeParse(v.username ?? v.email);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: parsed.error.issues[0]?.message ?? '' });
      return z.NEVER;
    }
    return parsed.data;
  });

export const loginInput = z
  .object({ username: safeString().optional(), email: safeString().optional(), password: safeString().optional() })
  .transform((v, ctx) => {
    const email = accountName.safeParse(v);
    if (!email.success) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: email.error.issues[0]?.message ?? '' });
      return z.NEVER;
    }
    if (!v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password is required.' });
      return z.NEVER;
    }
    return { email: email.data, password: v.password };
  });
export type LoginInput = z.infer<typeof loginInput>;

const confirmationCode = safeString({ error: MESSAGES.confirmationCodeRequired })
  .trim()
  .min(1, MESSAGES.confirmationCodeRequired)
  .max(32, MESSAGES.confirmationCodeRequired);

/** Confirm sign-up: `username`, `code`, optional `user_id` (spec 001 §7). */
export const confirmSignupInput = z
  .object({
    username: safeString().optional(),
    email: safeString().optional(),
    code: confirmationCode,
    user_id: z.union([safeString(), z.number()]).optional().nullable(),
  })
  .transform((v, ctx) => {
    const email = accountName.safeParse(v);
    if (!email.success) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: email.error.issues[0]?.message ?? '' });
      return z.NEVER;
    }
    const userId = v.user_id == null || v.user_id === '' ? null : String(v.user_id);
    return { email: email.data, code: v.code, userId };
  });
export type ConfirmSignupInput = z.infer<typeof confirmSignupInput>;

/** Resend the confirmation code, or send a reset code: `username` only. */
export const accountNameInput = accountName.transform((email) => ({ email }));
export type AccountNameInput = z.infer<typeof accountNameInput>;

/**
 * Reset with the mailed code. The identity-provider client of spec 001 §7 names the fields `confirmationCode` and
 * `newPassword`; `code` and `password` are accepted too.
 */
export const resetPasswordInput = z
  .object({
    username: safeString().optional(),
    email: safeString().optional(),
    code: safeString().optional(),
    confirmationCode: safeString().optional(),
    password: safeString().optional(),
    newPassword: safeString().optional(),
  })
  .transform((v, ctx) => {
    const email = accountName.safeParse(v);
    const code = confirmationCode.safeParse(v.confirmationCode ?? v.code);
    const password = passwordRule.safeParse(v.newPassword ?? v.password);
    for (const [field, result] of [
      ['username', email],
      ['code', code],
      ['newPassword', password],
    ] as const) {
      if (!result.success) {
        ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]?.message ?? '' });
        return z.NEVER;
      }
    }
    return { email: email.data as string, code: code.data as string, password: password.data as string };
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** The refresh token as the browser holds it (`refresh_token`, or the login answer's `RefreshToken`). */
export const refreshInput = z
  .object({
    refresh_token: safeString().optional(),
    refreshToken: safeString().optional(),
    RefreshToken: safeString().optional(),
  })
  .transform((v, ctx) => {
    const token = (v.refresh_token ?? v.refreshToken ?? v.RefreshToken ?? '').trim();
    if (!token || token.length > 200) {
      ctx.addIssue({ code: 'custom', path: ['refresh_token'], message: MESSAGES.sessionExpired });
      return z.NEVER;
    }
    return { refreshToken: token };
  });
export type RefreshInput = z.infer<typeof refreshInput>;

/** Logout revokes the given refresh token's session; `all` ends every session of the signed-in user. */
export const logoutInput = z
  .object({
    refresh_token: safeString().optional(),
    refreshToken: safeString().optional(),
    RefreshToken: safeString().optional(),
    all: z.boolean().optional(),
  })
  .transform((v) => ({
    refreshToken: (v.refresh_token ?? v.refreshToken ?? v.RefreshToken ?? '').trim() || null,
    all: v.all === true,
  }));
export type LogoutInput = z.infer<typeof logoutInput>;

/** The OAuth return (spec 001 §7): form fields `code` and `code_verifier`. */
export const oauthLoginInput = z
  .object({ code: safeString().optional(), code_verifier: safeString().optional() })
  .transform((v, ctx) => {
    const code = v.code?.trim();
    const codeVerifier = v.code_verifier?.trim();
    if (!code || !codeVerifier || code.length > 2048 || codeVerifier.length > 256) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: MESSAGES.authMissingParams });
      return z.NEVER;
    }
    return { code, codeVerifier };
  });
export type OAuthLoginInput = z.infer<typeof oauthLoginInput>;

/**
 * The profile's editable fields (spec 001 §4 "Profile Save"): the name, split at the first space, and the company
 * details when sent (left out, they stay as they are).
 */
export const updateProfileInput = z
  .object({
    name: safeString({ error: MESSAGES.nameEmpty }).trim().min(1, MESSAGES.nameEmpty).max(200, MESSAGES.nameTooLong),
    company: companyDetailsInput.optional(),
  })
  .transform(({ name, company }) => (company ? { ...splitName(name), company } : splitName(name)));
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export function splitName(name: string): { givenName: string; familyName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { givenName: trimmed, familyName: '' };
  return { givenName: trimmed.slice(0, space), familyName: trimmed.slice(space + 1).trim() };
}

// ---- Response shapes (spec 001 §3), for the browser's clients ----

/** The user as a login answers it (spec 001 §3 "Login response" / "Session user"). */
export const authUserInfo = z.object({
  user_id: z.number().int(),
  given_name: safeString(),
  family_name: safeString(),
  email: safeString(),
  phone_number: safeString().nullable(),
  country_code: safeString().nullable(),
});
export type AuthUserInfo = z.infer<typeof authUserInfo>;

export const authenticationResult = z.object({
  AccessToken: safeString(),
  RefreshToken: safeString(),
  /** Seconds the access token lives. */
  ExpiresIn: z.number(),
  TokenType: z.literal('Bearer'),
});
export type AuthenticationResult = z.infer<typeof authenticationResult>;

const authDetail = z.object({ success: z.boolean(), message: safeString() });

/** Every answer of /auth/native/* (except sign-up and login), /auth/refresh and /auth/logout. */
export const nativeAuthReply = z.object({ detail: authDetail });
export type NativeAuthResponse = z.infer<typeof nativeAuthReply>;

/** Login and refresh: the tokens and the user, in `detail.data`. */
export const loginReply = z.object({
  detail: authDetail.extend({ data: z.object({ AuthenticationResult: authenticationResult, user: authUserInfo }) }),
});
export type LoginResponse = z.infer<typeof loginReply>;

/** Sign-up answers the new user's id, as a string, in `cognito_user_id` (spec 001 §3). */
export const signupReply = z.object({
  success: z.literal(true),
  message: safeString(),
  cognito_user_id: safeString(),
  user_confirmed: z.literal(false),
});
export type SignupResponse = z.infer<typeof signupReply>;

/** POST /auth/login, the OAuth return (spec 001 §3 "OAuth login response"). */
export const oauthLoginReply = z.object({
  tokens: z.object({
    access_token: safeString(),
    refresh_token: safeString(),
    first_name: safeString(),
    last_name: safeString(),
    email: safeString(),
  }),
});
export type OAuthLoginResponse = z.infer<typeof oauthLoginReply>;

/** A refusal: `message` always, and `detail.message` on the native endpoints. */
export const authErrorReply = z.object({
  message: safeString(),
  detail: z.object({ success: z.literal(false), message: safeString() }).optional(),
});
export type AuthErrorResponse = z.infer<typeof authErrorReply>;

/** What GET /config says about Google sign-in. */
export type GoogleSignInConfig =
  | {
      enabled: true;
      authorizationEndpoint: string;
      clientId: string;
      scope: string;
      codeChallengeMethod: 'S256';
      prompt: string;
      redirectUri: string;
      responseType: 'code';
    }
  | { enabled: false; message: string };
