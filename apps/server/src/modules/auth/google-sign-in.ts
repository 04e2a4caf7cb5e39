import { MESSAGES, type OAuthLoginInput, type OAuthLoginResponse } from '@podloom/contract';
import { AppError, badRequest, conflict } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import { type IdentityClaims, IdentityError, type OpenIdSignIn } from '../../providers/identity';
import { findUserByEmail, findUserByGoogleSubject, insertUser, linkGoogleSubject, type User } from './auth.repository';
import type { RequestInfo } from './auth.service';
import { recordLogin } from './geolocation';
import type { AuthRateLimiter } from './rate-limit';
import type { SessionService } from './sessions';

/** The OAuth return's refusals; the browser matches `invalid_grant` and `already exists` (spec 001 §8). */
export const GOOGLE_TEXT = {
  notConfigured: 'Sign-in with Google is not configured.',
  invalidGrant: `${MESSAGES.authInvalidGrant} (invalid_grant)`,
  alreadyExists: 'An account with this email already exists. Please log in with your email and password instead.',
  noVerifiedEmail: 'Your Google account has no verified email address. Please sign up with your email instead.',
} as const;

/** Google sign-in (spec 001 §4): exchange the code, then find, link or create the account. */
export class GoogleSignInService {
  constructor(
    private readonly services: Pick<AppServices, 'db' | 'log' | 'config'>,
    private readonly provider: OpenIdSignIn | null,
    private readonly sessions: SessionService,
    private readonly limiter: AuthRateLimiter,
  ) {}

  async signIn(input: OAuthLoginInput, request: RequestInfo): Promise<OAuthLoginResponse> {
    await this.limiter.check('oauth', { ip: request.ip });
    if (!this.provider) throw badRequest(GOOGLE_TEXT.notConfigured);
    let identity: IdentityClaims;
    try {
      identity = await this.provider.exchangeCode({
        code: input.code,
        codeVerifier: input.codeVerifier,
        redirectUri: googleRedirectUri(this.services.config.publicUrl),
      });
    } catch (error) {
      throw this.refusal(error);
    }
    const user = await this.findOrCreate(identity);
    const session = await this.sessions.start(user);
    await recordLogin(this.services, user.id, request);
    return {
      tokens: {
        access_token: session.accessToken,
        refresh_token: session.refreshToken,
        first_name: user.givenName,
        last_name: user.familyName,
        email: user.email,
      },
    };
  }

  private async findOrCreate(identity: IdentityClaims): Promise<User> {
    const { db, log } = this.services;
    const linked = await findUserByGoogleSubject(db, identity.subject);
    if (linked) return linked;
    if (!identity.email || !identity.emailVerified) throw badRequest(GOOGLE_TEXT.noVerifiedEmail);
    const existing = await findUserByEmail(db, identity.email);
    if (existing) {
      // Linked to another Google account already (or linked by a concurrent sign-in): not ours to take over.
      const user = existing.googleSubject ? null : await linkGoogleSubject(db, existing.id, identity.subject);
      if (!user) throw conflict(GOOGLE_TEXT.alreadyExists);
      log.info({ userId: user.id }, 'google account linked');
      return user;
    }
    const created = await insertUser(db, {
      email: identity.email,
      passwordHash: null,
      givenName: identity.givenName || identity.email.split('@')[0] || '',
      familyName: identity.familyName,
      confirmedAt: new Date(),
      googleSubject: identity.subject,
    });
    if (!created) {
      // Another request created the account between our read and write; if it was this same sign-in, use it.
      const raced = await findUserByGoogleSubject(db, identity.subject);
      if (raced) return raced;
      throw conflict(GOOGLE_TEXT.alreadyExists);
    }
    log.info({ userId: created.id }, 'account created with google');
    return created;
  }

  private refusal(error: unknown): AppError {
    if (!(error instanceof IdentityError)) {
      this.services.log.error({ err: error }, 'google sign-in failed');
      return new AppError(502, MESSAGES.authFailed, 'IDENTITY_FAILED');
    }
    this.services.log.warn({ err: error, kind: error.kind }, 'google sign-in refused');
    switch (error.kind) {
      case 'invalid_grant':
        return badRequest(GOOGLE_TEXT.invalidGrant, 'INVALID_GRANT');
      case 'invalid_response':
        return new AppError(401, MESSAGES.authFailed, 'IDENTITY_FAILED');
      default:
        return new AppError(502, MESSAGES.authFailed, 'IDENTITY_UNAVAILABLE');
    }
  }
}

/** Where the provider sends the browser back (spec 001 §2 /callback). */
export function googleRedirectUri(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/callback`;
}
