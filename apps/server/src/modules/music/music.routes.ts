import fastifyMultipart from '@fastify/multipart';
import { API_BASE, MUSIC_LIMITS, MUSIC_MESSAGES } from '@podloom/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/http/authenticate';
import { badRequest } from '../../platform/http/errors';
import type { MusicService, MusicUpload } from './music.service';

/** POST /api/podloom/v1/music: one or more audio files (multipart, field `files`), larger than GraphQL uploads. */
export async function registerMusicRoutes(app: FastifyInstance, music: MusicService): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: MUSIC_LIMITS.maxFiles + 1, fileSize: MUSIC_LIMITS.maxFileBytes, fields: 2 },
    });
    scope.post(`${API_BASE}/music`, async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw badRequest(MUSIC_MESSAGES.noFiles);
      const files: MusicUpload[] = [];
      for await (const part of request.files()) {
        if (files.length >= MUSIC_LIMITS.maxFiles) throw badRequest(MUSIC_MESSAGES.tooMany);
        const bytes = await part.toBuffer().catch(() => {
          throw badRequest(MUSIC_MESSAGES.tooLarge);
        });
        if (part.file.truncated) throw badRequest(MUSIC_MESSAGES.tooLarge);
        files.push({ fileName: part.filename, bytes });
      }
      return music.upload(user.userId, files);
    });
  });
}
