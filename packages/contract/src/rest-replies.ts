import { z } from 'zod';
import { safeString } from './safe-text';

/**
 * Answers of REST routes that have no other home in the contract: the process's health, GraphQL's envelope, a
 * refusal, and the music upload. The OpenAPI document describes each route's answer with these schemas.
 */

/** GET /healthz. */
export const healthReply = z.object({ status: z.literal('ok') });

/** GET /readyz while the database answers (503 and a refusal otherwise). */
export const readyReply = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });

/** Every refusal: a sentence for people (some carry more, such as `detail` on the native auth routes). */
export const errorReply = z.object({ message: safeString() });

/** GraphQL over HTTP: `data` and/or `errors`, each error with its sentence. */
export const graphqlReply = z.object({
  data: z.record(safeString(), z.unknown()).nullable().optional(),
  errors: z.array(z.object({ message: safeString() }).passthrough()).optional(),
});

/** One item of the caller's music library, with a signed link that lasts a while. */
export const musicItemView = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  musicName: safeString(),
  musicUrl: safeString(),
  musicPath: safeString(),
  createdAt: safeString(),
  presignedUrl: safeString(),
});
export type MusicItemView = z.infer<typeof musicItemView>;

/** POST /api/podloom/v1/music: the items made from the upload. */
export const musicUploadReply = z.object({ items: z.array(musicItemView) });
