import { GOOGLE_SIGN_IN, type GoogleSignInConfig } from '@podloom/contract';
import type { PublicConfigPart } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { OpenIdSignIn } from '../../providers/identity';
import { GOOGLE_TEXT, googleRedirectUri } from './google-sign-in';

const UNAVAILABLE = 'Sign-in with Google is unavailable right now. Please try again later.';

/** What the browser needs to start Google sign-in (spec 001 §7), or why it cannot. */
export const authPublicConfig =
  (identity: OpenIdSignIn | null, services: Pick<AppServices, 'config' | 'log'>): PublicConfigPart =>
  async () => {
    let googleSignIn: GoogleSignInConfig;
    if (!identity) {
      googleSignIn = { enabled: false, message: GOOGLE_TEXT.notConfigured };
    } else {
      try {
        googleSignIn = {
          enabled: true,
          authorizationEndpoint: await identity.authorizationEndpoint(),
          clientId: identity.clientId,
          scope: GOOGLE_SIGN_IN.scope,
          codeChallengeMethod: GOOGLE_SIGN_IN.codeChallengeMethod,
          prompt: GOOGLE_SIGN_IN.prompt,
          responseType: GOOGLE_SIGN_IN.responseType,
          redirectUri: googleRedirectUri(services.config.publicUrl),
        };
      } catch (error) {
        services.log.warn({ err: error }, 'google sign-in discovery failed');
        googleSignIn = { enabled: false, message: UNAVAILABLE };
      }
    }
    return { googleSignIn };
  };
