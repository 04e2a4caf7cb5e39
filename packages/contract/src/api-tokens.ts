import { z } from 'zod';
import { safeString } from './safe-text';

/** What a personal API token may do: read anything of its owner's, change things, publish episodes. */
export const API_TOKEN_SCOPES = ['read', 'write', 'publish'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every personal API token starts so; the rest is 32 random bytes, base64url. */
export const API_TOKEN_PREFIX = 'plm_';
export const API_TOKEN_LIMITS = { nameMax: 80, expiresInDaysMax: 3650, perUser: 50 } as const;

/** createApiToken's input, checked the same way in the browser and the server. */
export const createApiTokenInput = z.object({
  name: safeString({ error: 'Please give the token a name.' })
    .trim()
    .min(1, 'Please give the token a name.')
    .max(API_TOKEN_LIMITS.nameMax, `The token name is at most ${API_TOKEN_LIMITS.nameMax} characters.`),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: 'A scope is read, write or publish.' }), {
      error: 'Please choose what the token may do: read, write or publish.',
    })
    .min(1, 'Please choose what the token may do: read, write or publish.')
    .transform((scopes) => API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
  /** Days until it stops working; absent or null: it never expires. */
  expiresInDays: z
    .number({ error: 'The expiry is a whole number of days.' })
    .int('The expiry is a whole number of days.')
    .min(1, 'The expiry is at least 1 day.')
    .max(API_TOKEN_LIMITS.expiresInDaysMax, `The expiry is at most ${API_TOKEN_LIMITS.expiresInDaysMax} days.`)
    .nullish(),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInput>;
