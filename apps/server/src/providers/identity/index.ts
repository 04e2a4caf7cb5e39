import type { Config } from '../../config';
import type { OpenIdSignIn } from './identity';
import { OpenIdClientSignIn } from './openid-client-sign-in';

export * from './identity';

/** Google sign-in exists only when GOOGLE_CLIENT_ID is set (DESIGN §3); otherwise the browser is told so. */
export function createOpenIdSignIn(google: Config['google']): OpenIdSignIn | null {
  if (!google.clientId) return null;
  return new OpenIdClientSignIn({
    issuer: google.issuer,
    clientId: google.clientId,
    clientSecret: google.clientSecret,
  });
}
