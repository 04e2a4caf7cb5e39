import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { API_BASE, MUSIC_LIMITS, MUSIC_MESSAGES, type StorageUsage } from '@podloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/http/authenticate';
import { badRequest, tooManyRequests } from '../../platform/http/errors';
import { createRenderFolder } from '../../providers/audio/render-folders';
import type { MusicService, MusicUpload } from './music.service';

export const UPLOAD_IN_FLIGHT_MESSAGE =
  'Your previous music upload is still being processed. Please wait until it finishes, then upload again.';

/**
 * POST /api/podloom/v1/music: one or more audio files (multipart, field `files`), larger than GraphQL uploads.
 * Each file streams to disk as it arrives (a request of ten 48 MB files never sits in memory), and a user has one
 * upload in flight at a time, whichever process receives it (a slot row in the database), so one account cannot fill
 * the disk and the CPU with parallel uploads.
 * GET /api/podloom/v1/storage: what the caller's files take against the plan (Manage Subscription shows it).
 */
export async function registerMusicRoutes(app: FastifyInstance, music: MusicService): Promise<void> {
  app.get(`${API_BASE}/storage`, async (request): Promise<StorageUsage> => {
    const user = requireUser(request);
    return music.quota.usage(user.userId);
  });
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: MUSIC_LIMITS.maxFiles + 1, fileSize: MUSIC_LIMITS.maxFileBytes, fields: 2 },
    });
    scope.post(`${API_BASE}/music`, async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw badRequest(MUSIC_MESSAGES.noFiles);
      const release = await music.takeUploadSlot(user.userId);
      if (!release) throw tooManyRequests(UPLOAD_IN_FLIGHT_MESSAGE);
      try {
        const folder = await createRenderFolder();
        try {
          const files = await receiveFiles(request, folder.dir);
          return await music.upload(user.userId, files);
        } finally {
          await folder.remove();
        }
      } finally {
        await release();
      }
    });
  });
}

/** Writes each file part to `dir` as it streams in; a file over the size limit or past the count is refused. */
async function receiveFiles(request: FastifyRequest, dir: string): Promise<MusicUpload[]> {
  const files: MusicUpload[] = [];
  for await (const part of request.files()) {
    if (files.length >= MUSIC_LIMITS.maxFiles) throw badRequest(MUSIC_MESSAGES.tooMany);
    const file = path.join(dir, `upload-${files.length}`);
    await pipeline(part.file, createWriteStream(file)).catch(() => {
      throw badRequest(MUSIC_MESSAGES.tooLarge);
    });
    if (part.file.truncated) throw badRequest(MUSIC_MESSAGES.tooLarge);
    files.push({ fileName: part.filename, file });
  }
  return files;
}
