import {
  type AccountNameInput,
  type ConfirmSignupInput,
  type LoginInput,
  type LoginResponse,
  type LogoutInput,
  MESSAGES,
  type NativeAuthResponse,
  type RefreshInput,
  type ResetPasswordInput,
  type SignupInput,
  type SignupResponse,
} from '@podloom/contract';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import { authCodeMail } from './auth.mail';
import {
  claimAuthCodeAttempt,
  consumeAuthCode,
  deleteUser,
  findLatestAuthCode,
  findUserByEmail,
  findUserById,
  insertUser,
  replaceAuthCode,
  type User,
  updateUser,
} from './auth.repository';
import {
  AUTH_CODE_MAX_ATTEMPTS,
  AUTH_CODE_TTL_MS,
  type AuthCodePurpose,
  codeMatches,
  generateCode,
  hashCode,
} from './codes';
import { recordLogin } from './geolocation';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import type { AuthRateLimiter } from './rate-limit';
import { authenticationResult, authUserInfo, type IssuedSession, type SessionService } from './sessions';

/** Sentences of the accounts API that the spec does not give verbatim. */
export const AUTH_TEXT = {
  signedUp: 'Sign-up successful. We have sent a confirmation code to your email.',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  badCredentials: 'Incorrect username or password.',
  // The spec's client looks for the words 'user is not confirmed' (spec 001 §4 Login).
  notConfirmed: 'This user is not confirmed. Please confirm your email to log in.',
  loggedIn: 'Login successful.',
  refreshed: 'Session renewed.',
  invalidCode: 'Invalid verification code provided, please try again.',
  codeExpired: 'This code has expired. Please request a new code.',
  codeExhausted: 'Too many incorrect attempts. Please request a new code.',
  mailFailed: 'We could not send the e-mail right now. Please try again in a moment.',
} as const;

/** Who is asking: the address and browser the request came from (never from the payload). */
export interface RequestInfo {
  ip: string;
  userAgent: string;
}

type AuthDeps = Pick<AppServices, 'db' | 'tokens' | 'mailer' | 'secrets' | 'log' | 'events'>;

/** E-mail and password accounts (spec 001 §4 Sign-up, Login, Forgot password; DESIGN §5). */
export class AuthService {
  readonly sessions: SessionService;

  constructor(
    private readonly services: AuthDeps,
    private readonly limiter: AuthRateLimiter,
    sessions: SessionService,
  ) {
    this.sessions = sessions;
  }

  /** The address of a user whose e-mail is confirmed, or null (support quotes a ticket back only to its owner). */
  async confirmedEmail(userId: number): Promise<string | null> {
    const user = await findUserById(this.services.db, userId);
    return user?.confirmedAt ? user.email : null;
  }

  async signup(input: SignupInput, request: RequestInfo): Promise<SignupResponse> {
    await this.limiter.check('sendCode', { ip: request.ip, email: input.email });
    const user = await insertUser(this.services.db, {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      givenName: input.givenName,
      familyName: input.familyName,
      phoneNumber: input.phoneNumber,
      countryCode: input.countryCode,
      ...(input.company ? { ...input.company, isCompany: input.company.accountType === 'company' } : {}),
    });
    if (!user) throw conflict(AUTH_TEXT.emailTaken);
    try {
      await this.sendCode(user, 'confirm');
    } catch (error) {
      // Without its code the account could never be confirmed; undo it so the person can simply try again.
      await deleteUser(this.services.db, user.id);
      throw error;
    }
    this.services.log.info({ userId: user.id }, 'account signed up');
    return { success: true, message: AUTH_TEXT.signedUp, cognito_user_id: String(user.id), user_confirmed: false };
  }

  /**
   * A missing account, a confirmed one and a user_id naming another account all get the wrong-code answer, so the
   * endpoint never tells whether an e-mail has an account.
   */
  async confirm(input: ConfirmSignupInput, request: RequestInfo): Promise<NativeAuthResponse> {
    await this.limiter.check('checkCode', { ip: request.ip, email: input.email });
    const user = await findUserByEmail(this.services.db, input.email);
    if (!user || user.confirmedAt) throw badRequest(AUTH_TEXT.invalidCode);
    // The e-mail names the account; a user_id that names another one is refused, never followed.
    if (input.userId !== null && input.userId !== String(user.id)) throw badRequest(AUTH_TEXT.invalidCode);
    await this.useCode(user, 'confirm', input.code);
    await updateUser(this.services.db, user.id, { confirmedAt: new Date() });
    this.services.log.info({ userId: user.id }, 'account confirmed');
    return done(MESSAGES.verificationSuccess);
  }

  /**
   * Answers the same, at once, for an unknown, a waiting and a confirmed account: only a waiting one gets a code,
   * mailed in the background so the answer's timing says nothing either.
   */
  async resendCode(input: AccountNameInput, request: RequestInfo): Promise<NativeAuthResponse> {
    await this.limiter.check('sendCode', { ip: request.ip, email: input.email });
    const user = await findUserByEmail(this.services.db, input.email);
    if (user && !user.confirmedAt) this.sendCodeInBackground(user, 'confirm');
    return done(MESSAGES.codeResent);
  }

  async login(input: LoginInput, request: RequestInfo): Promise<LoginResponse> {
    await this.limiter.check('login', { ip: request.ip, email: input.email });
    const user = await findUserByEmail(this.services.db, input.email);
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !valid) throw unauthorized(AUTH_TEXT.badCredentials);
    // Only someone who knows the password learns that the account waits for confirmation.
    if (!user.confirmedAt) throw forbidden(AUTH_TEXT.notConfirmed);
    if (user.passwordHash && needsRehash(user.passwordHash)) {
      await updateUser(this.services.db, user.id, { passwordHash: await hashPassword(input.password) });
    }
    const session = await this.sessions.start(user);
    await recordLogin(this.services, user.id, request);
    return loginResponse(AUTH_TEXT.loggedIn, session);
  }

  /** Answers the same whether or not the account exists; the code goes out in the background. */
  async forgotPassword(input: AccountNameInput, request: RequestInfo): Promise<NativeAuthResponse> {
    await this.limiter.check('sendCode', { ip: request.ip, email: input.email });
    const user = await findUserByEmail(this.services.db, input.email);
    if (user) this.sendCodeInBackground(user, 'reset');
    return done(MESSAGES.resetCodeSent);
  }

  /** A reset also proves the mailbox, so it confirms the account; every session of the old password ends. */
  async resetPassword(input: ResetPasswordInput, request: RequestInfo): Promise<NativeAuthResponse> {
    await this.limiter.check('checkCode', { ip: request.ip, email: input.email });
    const user = await findUserByEmail(this.services.db, input.email);
    if (!user) throw badRequest(AUTH_TEXT.invalidCode);
    await this.useCode(user, 'reset', input.code);
    await updateUser(this.services.db, user.id, {
      passwordHash: await hashPassword(input.password),
      confirmedAt: user.confirmedAt ?? new Date(),
    });
    const revoked = await this.sessions.revokeAll(user.id);
    this.services.log.info({ userId: user.id, revoked }, 'password reset');
    return done(MESSAGES.resetSuccess);
  }

  async refresh(input: RefreshInput, request: RequestInfo): Promise<LoginResponse> {
    await this.limiter.check('refresh', { ip: request.ip });
    const result = await this.sessions.rotate(input.refreshToken);
    if (!result.ok) {
      if (result.reason === 'reused')
        this.services.log.warn({ ip: request.ip }, 'refresh token reused: family revoked');
      throw unauthorized(MESSAGES.sessionExpired);
    }
    return loginResponse(AUTH_TEXT.refreshed, result.session);
  }

  async logout(input: LogoutInput, userId: number | null): Promise<NativeAuthResponse> {
    if (input.all) {
      if (userId === null) throw unauthorized();
      await this.sessions.revokeAll(userId);
    } else if (input.refreshToken) {
      await this.sessions.revoke(input.refreshToken, userId ?? undefined);
    }
    return done(MESSAGES.loggedOut);
  }

  /** Mails a code that confirms Delete my account (for accounts that have no password to type). */
  async sendDeletionCode(userId: number): Promise<void> {
    const user = await findUserById(this.services.db, userId);
    if (!user) throw unauthorized();
    await this.sendCode(user, 'delete');
  }

  /** Uses one try of the latest deletion code; throws the code's refusal when it is wrong, expired or used up. */
  async useDeletionCode(userId: number, code: string): Promise<void> {
    const user = await findUserById(this.services.db, userId);
    if (!user) throw unauthorized();
    await this.useCode(user, 'delete', code);
  }

  private async sendCode(user: User, purpose: AuthCodePurpose): Promise<void> {
    const code = generateCode();
    await replaceAuthCode(this.services.db, {
      userId: user.id,
      purpose,
      codeHash: hashCode(this.services.secrets.hashingSalt, user.id, purpose, code),
      expiresAt: new Date(Date.now() + AUTH_CODE_TTL_MS),
    });
    try {
      await this.services.mailer.send(authCodeMail(user.email, user.givenName, purpose, code));
    } catch (error) {
      this.services.log.error({ err: error, userId: user.id, purpose }, 'auth code mail failed');
      throw new AppError(502, AUTH_TEXT.mailFailed, 'MAIL_FAILED');
    }
  }

  /** sendCode logs its own failure; an answer that must not wait for the mail only drops the rejection. */
  private sendCodeInBackground(user: User, purpose: AuthCodePurpose): void {
    this.sendCode(user, purpose).catch(() => {});
  }

  /** One try of the latest code: expiry, 5 tries and single use, each checked atomically in the database. */
  private async useCode(user: User, purpose: AuthCodePurpose, code: string): Promise<void> {
    const { db, secrets } = this.services;
    const latest = await findLatestAuthCode(db, user.id, purpose);
    if (!latest) throw badRequest(AUTH_TEXT.invalidCode);
    if (latest.expiresAt.getTime() <= Date.now()) throw badRequest(AUTH_TEXT.codeExpired);
    const attempts = await claimAuthCodeAttempt(db, latest.id, AUTH_CODE_MAX_ATTEMPTS);
    if (attempts === null) throw badRequest(AUTH_TEXT.codeExhausted);
    if (!codeMatches(latest.codeHash, hashCode(secrets.hashingSalt, user.id, purpose, code))) {
      throw badRequest(attempts >= AUTH_CODE_MAX_ATTEMPTS ? AUTH_TEXT.codeExhausted : AUTH_TEXT.invalidCode);
    }
    if (!(await consumeAuthCode(db, latest.id))) throw badRequest(AUTH_TEXT.invalidCode);
  }
}

function done(message: string): NativeAuthResponse {
  return { detail: { success: true, message } };
}

function loginResponse(message: string, session: IssuedSession): LoginResponse {
  return {
    detail: {
      success: true,
      message,
      data: { AuthenticationResult: authenticationResult(session), user: authUserInfo(session.user) },
    },
  };
}
