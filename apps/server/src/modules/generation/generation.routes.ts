import fastifyMultipart from '@fastify/multipart';
import { researchRequestInput, safeString, scriptRequestInput } from '@podloom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../platform/http/authenticate';
import { badRequest, tooManyRequests } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import type { GenerationService } from './generation.service';
import { RESEARCH_PREVIEWS_PER_HOUR, RESEARCH_RATE_MESSAGE } from './generation-rate';
import { extractSourceText, SOURCE_LIMITS, SOURCE_MESSAGES } from './sources/extract-source-text';

/** POST /generate/sources as JSON: pasted text or a web address. */
export const sourceRequest = z.object({
  url: safeString().trim().optional(),
  text: safeString().optional(),
});

const sourceView = (text: string) => ({ text, characters: text.length });

/** POST /generate/script, POST /generate/sources, POST /generate/research (its progress: runs' stream). */
export async function registerGenerationRoutes(app: FastifyInstance, generation: GenerationService): Promise<void> {
  app.post('/generate/script', async (request) => {
    const user = requireUser(request);
    const input = parseInput(scriptRequestInput, request.body ?? {});
    return generation.startScript(user.userId, input, request.id);
  });

  // Asked by the home screen before writing, so it can say when the conversation will be general.
  app.post(
    '/generate/research',
    {
      config: {
        rateLimit: {
          max: RESEARCH_PREVIEWS_PER_HOUR,
          timeWindow: 60 * 60 * 1000,
          keyGenerator: (request) => (request.user ? `user:${request.user.userId}` : `ip:${request.ip}`),
          errorResponseBuilder: () => tooManyRequests(RESEARCH_RATE_MESSAGE),
        },
      },
    },
    async (request) => {
      requireUser(request);
      return generation.previewResearch(parseInput(researchRequestInput, request.body ?? {}));
    },
  );

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fileSize: SOURCE_LIMITS.maxFileBytes, fields: 4 } });
    scope.post('/generate/sources', async (request) => {
      requireUser(request);
      if (request.isMultipart()) {
        const file = await request.file();
        if (!file) throw badRequest('Please choose a file to upload.');
        const bytes = await file.toBuffer().catch(() => {
          throw badRequest(SOURCE_MESSAGES.fileTooLarge);
        });
        return sourceView(await extractSourceText({ file: { name: file.filename, bytes } }));
      }
      return sourceView(await extractSourceText(parseInput(sourceRequest, request.body ?? {})));
    });
  });
}
