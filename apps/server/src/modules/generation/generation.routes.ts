import fastifyMultipart from '@fastify/multipart';
import { researchRequestInput, type SourceReply, safeString, scriptRequestInput } from '@podloom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../platform/http/authenticate';
import { badRequest, tooManyRequests } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import type { GenerationService } from './generation.service';
import { RESEARCH_PREVIEWS_PER_HOUR, RESEARCH_RATE_MESSAGE } from './generation-rate';
import type { SourceRow } from './library/sources.repository';
import { extractSourceText, SOURCE_LIMITS, SOURCE_MESSAGES } from './sources/extract-source-text';

/** POST /generate/sources as JSON: pasted text or a web address. */
export const sourceRequest = z.object({
  url: safeString().trim().optional(),
  text: safeString().optional(),
  /** The title it is kept under in the library (default: the file's name, the address or the first words). */
  title: safeString().max(200, 'Please keep the title under 200 characters.').optional(),
});

const sourceView = (row: SourceRow): SourceReply => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  words: row.words,
  text: row.text,
  characters: row.text.length,
});

/** A multipart text field's value (a file or a repeated field is no title). */
function fieldText(field: unknown): string | null {
  if (!field || typeof field !== 'object' || !('value' in field)) return null;
  return typeof field.value === 'string' ? field.value.slice(0, 200) : null;
}

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
      // One document of an account is read at a time, so one account's slow files cannot hold every reader.
      const { userId } = requireUser(request);
      const options = { owner: `user:${userId}` };
      if (request.isMultipart()) {
        const file = await request.file();
        if (!file) throw badRequest('Please choose a file to upload.');
        const bytes = await file.toBuffer().catch(() => {
          throw badRequest(SOURCE_MESSAGES.fileTooLarge);
        });
        const text = await extractSourceText({ file: { name: file.filename, bytes } }, options);
        const kept = { kind: 'file' as const, text, address: file.filename, title: fieldText(file.fields.title) };
        return sourceView(await generation.library.add(userId, kept));
      }
      const input = parseInput(sourceRequest, request.body ?? {});
      const text = await extractSourceText(input, options);
      if (!text) throw badRequest(SOURCE_MESSAGES.nothingGiven);
      const url = input.url?.trim();
      const kept = { kind: url ? ('url' as const) : ('text' as const), text, address: url || null, title: input.title };
      return sourceView(await generation.library.add(userId, kept));
    });
  });
}
