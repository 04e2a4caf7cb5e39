import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentRange, parseByteRange } from './byte-range';
import { contentDisposition, type SigningSecret, verifyFileSignature } from './file-signing';
import { FILE_NOT_FOUND_MESSAGE } from './local-storage';
import type { FileStorage, StoredFile } from './storage';
import { StorageError } from './storage-error';
import { isValidKey } from './storage-keys';

export const LINK_NOT_VALID_MESSAGE = 'This link has expired or is not valid.';
export const RANGE_NOT_SATISFIABLE_MESSAGE = 'That part of the file does not exist.';

export interface FileRoutesOptions {
  storage: FileStorage;
  signingSecret: SigningSecret;
}

/**
 * `GET` and `HEAD /files/*` behind the signed expiring URLs that the local store hands out
 * (DESIGN §4). Register with `app.register(registerFileRoutes, { storage, signingSecret })`.
 */
export async function registerFileRoutes(app: FastifyInstance, options: FileRoutesOptions): Promise<void> {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/files/*',
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const query = request.query as Record<string, unknown>;
      const signed = verifyFileSignature({
        secret: options.signingSecret,
        key,
        exp: query.exp,
        download: query.download,
        sig: query.sig,
      });
      if (!signed || !isValidKey(key)) {
        return reply.code(403).type('application/json; charset=utf-8').send({ message: LINK_NOT_VALID_MESSAGE });
      }
      const downloadName = typeof query.download === 'string' && query.download ? query.download : undefined;
      return serveStoredFile(request, reply, { storage: options.storage, key, downloadName });
    },
  });
}

/**
 * Answers a request with a stored file: conditional requests (304), one byte range (206/416),
 * HEAD without a body, and the bytes streamed rather than buffered. Shared with enclosure routes.
 */
export async function serveStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { storage: FileStorage; key: string; downloadName?: string; cacheControl?: string },
): Promise<FastifyReply> {
  const { storage, key } = options;
  const file = await storage.stat(key);
  if (!file) return sendMessage(reply, 404, FILE_NOT_FOUND_MESSAGE);

  const etag = etagOf(file);
  reply
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Last-Modified', file.modifiedAt.toUTCString())
    .header('Cache-Control', options.cacheControl ?? 'private');

  if (isNotModified(request, etag, file.modifiedAt)) return reply.code(304).send();

  let range = parseByteRange(request.headers.range, file.size);
  // A client resuming a download of an older version gets the whole new file instead (RFC 9110 §13.1.5).
  if (range.kind !== 'none' && !ifRangeHolds(firstHeader(request.headers['if-range']), etag, file.modifiedAt)) {
    range = { kind: 'none' };
  }
  if (range.kind === 'unsatisfiable') {
    reply.header('Content-Range', contentRange(null, file.size));
    return sendMessage(reply, 416, RANGE_NOT_SATISFIABLE_MESSAGE);
  }

  const part = range.kind === 'range' ? { start: range.start, end: range.end } : undefined;
  reply.type(file.contentType).header('Content-Length', part ? part.end - part.start + 1 : file.size);
  if (options.downloadName) reply.header('Content-Disposition', contentDisposition(options.downloadName));
  if (part) reply.code(206).header('Content-Range', contentRange(part, file.size));
  if (request.method === 'HEAD') return reply.send();

  try {
    return reply.send(await storage.stream(key, part));
  } catch (error) {
    // The file went away between stat and open.
    if (error instanceof StorageError && error.kind === 'not-found') {
      reply.removeHeader('Content-Length').removeHeader('Content-Range').removeHeader('Content-Disposition');
      return sendMessage(reply, 404, FILE_NOT_FOUND_MESSAGE);
    }
    throw error;
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function sendMessage(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send({ message });
}

/** Strong validator from size and modification time, like most static file servers. */
export function etagOf(file: StoredFile): string {
  return `"${file.size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`;
}

function isNotModified(request: FastifyRequest, etag: string, modifiedAt: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(modifiedAt.getTime() / 1000) <= Math.floor(since / 1000);
}

function ifRangeHolds(ifRange: string | undefined, etag: string, modifiedAt: Date): boolean {
  if (ifRange === undefined) return true;
  // Weak tags never match If-Range; a date matches only the exact second.
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(date / 1000) === Math.floor(modifiedAt.getTime() / 1000);
}
