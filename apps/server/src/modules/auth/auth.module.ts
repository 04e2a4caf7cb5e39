import type { AppServices } from '../../platform/services';
import { createOpenIdSignIn, type OpenIdSignIn } from '../../providers/identity';
import { AuthService } from './auth.service';
import { GoogleSignInService } from './google-sign-in';
import { type AuthRateLimiter, createAuthRateLimiter } from './rate-limit';

export interface AuthModule {
  auth: AuthService;
  google: GoogleSignInService;
  identity: OpenIdSignIn | null;
  limiter: AuthRateLimiter;
}

/**
 * One set of account services per app: the routes, the public config and the resolvers share the discovered
 * provider and the rate-limit counters without widening AppServices.
 */
const modules = new WeakMap<AppServices, AuthModule>();

export function authModuleFor(services: AppServices): AuthModule {
  let module = modules.get(services);
  if (!module) {
    const limiter = createAuthRateLimiter({ redisUrl: services.config.redisUrl, log: services.log });
    const identity = createOpenIdSignIn(services.config.google);
    const auth = new AuthService(services, limiter);
    const google = new GoogleSignInService(services, identity, auth.sessions, limiter);
    module = { auth, google, identity, limiter };
    modules.set(services, module);
  }
  return module;
}
