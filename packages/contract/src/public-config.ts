import { z } from 'zod';
import type { GoogleSignInConfig } from './auth';
import { paymentsConfig } from './billing';
import { safeString } from './safe-text';

const googleSignInConfig: z.ZodType<GoogleSignInConfig> = z.union([
  z.object({
    enabled: z.literal(true),
    authorizationEndpoint: safeString(),
    clientId: safeString(),
    scope: safeString(),
    codeChallengeMethod: z.literal('S256'),
    prompt: safeString(),
    redirectUri: safeString(),
    responseType: z.literal('code'),
  }),
  z.object({ enabled: z.literal(false), message: safeString() }),
]);

/**
 * GET /api/{product}/v1/config (DESIGN §3): what the server has enabled, never build-time secrets. The server builds
 * it to this type and the browser checks it on arrival.
 */
export const publicConfig = z.object({
  product: z.object({ name: safeString(), slug: safeString() }),
  googleSignIn: googleSignInConfig,
  paymentProvider: safeString(),
  /** Which gateway takes payments; null when none is configured. */
  payments: paymentsConfig,
  llmProvider: safeString(),
  voices: z.object({ providers: z.array(safeString()) }),
  storage: z.enum(['local', 's3']),
});
export type PublicConfig = z.infer<typeof publicConfig>;
