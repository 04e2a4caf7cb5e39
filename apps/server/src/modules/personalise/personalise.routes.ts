import fastifyMultipart from '@fastify/multipart';
import { API_BASE, GUEST_FORMS, PERSONALISE_MESSAGES, personaliseAnswers } from '@podloom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../platform/http/authenticate';
import { badRequest } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import type { PersonaliseService } from './personalise.service';

export const PERSONALISE_BASE = `${API_BASE}/personalise`;
/** Filled-in forms are documents, not media: the source extractor's own limit. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const FILE_TOO_LARGE = 'That file is too large (10 MB at most).';

const formParams = z.object({ form: z.enum(GUEST_FORMS, { error: 'There is no such form.' }) });
const formQuery = z.object({ format: z.enum(['pdf', 'txt'], { error: 'Please ask for pdf or txt.' }).default('pdf') });

/** GET and POST /personalise (the autosaved answers), its guest forms and its uploads. */
export async function registerPersonaliseRoutes(app: FastifyInstance, service: PersonaliseService): Promise<void> {
  app.get(PERSONALISE_BASE, async (request) => service.view(requireUser(request).userId));

  app.post(PERSONALISE_BASE, async (request) => {
    const user = requireUser(request);
    const body = (request.body ?? {}) as { answers?: unknown };
    return service.save(user.userId, parseInput(personaliseAnswers, body.answers ?? {}));
  });

  app.get<{ Params: { form: string }; Querystring: { format?: string } }>(
    `${PERSONALISE_BASE}/forms/:form`,
    async (request, reply) => {
      const user = requireUser(request);
      const { form } = parseInput(formParams, request.params);
      const { format } = parseInput(formQuery, request.query ?? {});
      const file = await service.guestForm(user.userId, form, format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes));
    },
  );

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 2 } });
    scope.post<{ Params: { form: string } }>(`${PERSONALISE_BASE}/uploads/:form`, async (request) => {
      const user = requireUser(request);
      const { form } = parseInput(formParams, request.params);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file) throw badRequest(PERSONALISE_MESSAGES.fileRequired);
      const bytes = await file.toBuffer().catch(() => {
        throw badRequest(FILE_TOO_LARGE);
      });
      return service.upload(user.userId, form, { name: file.filename, bytes });
    });
  });
}
