import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { createOpenIdSignIn } from '../../providers/identity';
import type { BillingService } from '../billing';
import { authPublicConfig } from './auth.config';
import { authGraphQL } from './auth.graphql';
import { registerAuthRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { startCredentialSweep } from './credential-sweep';
import { GoogleSignInService } from './google-sign-in';
import { createAuthRateLimiter } from './rate-limit';
import { type Authenticator, SessionCheck, sessionAuthenticator } from './session-check';
import { SessionService } from './sessions';

export { users } from './auth.schema';
export type { AuthService, RequestInfo } from './auth.service';
export type { GoogleSignInService } from './google-sign-in';
export { verifyPassword } from './passwords';
export { type Authenticator, SessionCheck, sessionAuthenticator } from './session-check';
export type { IssuedSession, SessionService } from './sessions';

/** What the auth module offers the others: its account services, sharing one rate limiter and one provider. */
export interface AuthServices {
  auth: AuthService;
  google: GoogleSignInService;
  sessions: SessionService;
  /** What the authentication hook asks of a bearer token: a valid signature and a live session. */
  authenticator: Authenticator;
}

type AuthPlatform = Pick<
  AppServices,
  'db' | 'tokens' | 'mailer' | 'secrets' | 'log' | 'config' | 'events' | 'rateLimits' | 'now'
>;

/** Accounts (spec 001 §4): sign-up, login, sessions, Google sign-in, the profile and the login log. */
export function createAuthModule(deps: {
  platform: AuthPlatform;
  billing: Pick<BillingService, 'currentSubscription'>;
}): AppModule<AuthServices> {
  const { platform } = deps;
  const limiter = createAuthRateLimiter({ store: platform.rateLimits, log: platform.log });
  const identity = createOpenIdSignIn(platform.config.google);
  // One session check per app: the authentication hook asks it, the account services end sessions through it.
  const sessionCheck = new SessionCheck(platform);
  const sessions = new SessionService(platform.db, platform.tokens, deps.billing, sessionCheck);
  const auth = new AuthService(platform, limiter, sessions);
  const google = new GoogleSignInService(platform, identity, sessions, limiter);
  return {
    name: 'auth',
    service: { auth, google, sessions, authenticator: sessionAuthenticator(platform.tokens, sessionCheck) },
    graphQL: authGraphQL(platform),
    routes: (app) => registerAuthRoutes(app, { auth, google }),
    publicConfig: authPublicConfig(identity, platform),
    background: () => startCredentialSweep(platform),
    close: () => sessionCheck.close(),
  };
}
