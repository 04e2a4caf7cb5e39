import { z } from 'zod';
import type { GoogleSignInConfig } from './auth';

const googleSignInConfig: z.ZodType<GoogleSignInConfig> = z.union([
  z.object({
    enabled: z.literal(true),
    authorizationEndpoint: z.string(),
    clientId: z.string(),
    scope: z.string(),
    codeChallengeMethod: z.literal('S256'),
    prompt: z.string(),
    redirectUri: z.string(),
    responseType: z.literal('code'),
  }),
  z.object({ enabled: z.literal(false), message: z.string() }),
]);

/**
 * GET /api/{product}/v1/config (DESIGN §3): what the server has enabled, never build-time secrets. The server builds
 * it to this type and the browser checks it on arrival.
 */
export const publicConfig = z.object({
  product: z.object({ name: z.string(), slug: z.string() }),
  googleSignIn: googleSignInConfig,
  paymentProvider: z.string(),
  llmProvider: z.string(),
  voices: z.object({ providers: z.array(z.string()) }),
  storage: z.enum(['local', 's3']),
});
export type PublicConfig = z.infer<typeof publicConfig>;
