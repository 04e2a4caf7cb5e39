import fastifyMultipart from '@fastify/multipart';
import { API_BASE, CLONE_LIMITS, CLONE_MESSAGES, type ClonedVoiceReply } from '@podloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/http/authenticate';
import { badRequest, tooManyRequests } from '../../platform/http/errors';
import { voiceScript } from './clone/voice-script';
import type { VoicesService } from './voices.service';

const TEXT_FIELDS = new Set(['language', 'name', 'gender', 'consent']);
const FIELD_MAX = 200;

/**
 * Clone requests a user may send an hour, refused or not. Each decodes and measures a recording and tunes a voice
 * (or calls the provider): a flood would hold the CPU whatever the plan allows to keep.
 */
export const CLONE_REQUESTS_PER_HOUR = 20;
export const CLONE_RATE_MESSAGE = `You can send up to ${CLONE_REQUESTS_PER_HOUR} voice recordings an hour. Please wait a little and try again.`;

/** A ticked checkbox as browsers and scripts send it. */
const agreed = (value: string | undefined) => ['true', 'on', '1', 'yes'].includes((value ?? '').trim().toLowerCase());

/** POST /voices/clone (multipart: file, language, name, gender, consent) and GET /voices/script/:language. */
export async function registerVoiceRoutes(app: FastifyInstance, voices: VoicesService): Promise<void> {
  // 'Get Voice Script Form': the passage to read aloud, as a text file.
  app.get<{ Params: { language: string } }>(`${API_BASE}/voices/script/:language`, async (request, reply) => {
    const script = voiceScript(request.params.language);
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${script.fileName}"`)
      .send(script.text);
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // One byte over the limit is enough to know the file is too big.
      limits: { files: 1, fileSize: CLONE_LIMITS.maxBytes + 1, fields: 8, fieldSize: FIELD_MAX },
    });
    const rateLimit = {
      max: CLONE_REQUESTS_PER_HOUR,
      timeWindow: 60 * 60 * 1000,
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `clone:user:${request.user.userId}` : `clone:ip:${request.ip}`,
      errorResponseBuilder: () => tooManyRequests(CLONE_RATE_MESSAGE),
    };
    scope.post(`${API_BASE}/voices/clone`, { config: { rateLimit } }, async (request): Promise<ClonedVoiceReply> => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw badRequest(CLONE_MESSAGES.noFile, 'CLONE_FILE');
      const fields: Record<string, string> = {};
      let sample: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            sample = await part.toBuffer();
            if (part.file.truncated || sample.length > CLONE_LIMITS.maxBytes) throw badRequest(CLONE_MESSAGES.tooBig);
          } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw badRequest(CLONE_MESSAGES.tooBig, 'CLONE_TOO_BIG');
        }
        throw error;
      }
      return voices.cloning.clone({
        userId: user.userId,
        language: fields.language ?? '',
        name: fields.name,
        gender: fields.gender,
        sample,
        consent: agreed(fields.consent),
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
    });
  });
}
