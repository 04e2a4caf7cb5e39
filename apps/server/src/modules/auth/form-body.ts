import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/http/errors';

/** The auth forms are a few short fields; anything bigger is not one of them. */
const FORM_BODY_LIMIT = 64 * 1024;

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/**
 * The OAuth return posts "form data" (spec 001 §7), so the auth routes read urlencoded and multipart bodies as plain
 * fields. Registered inside the auth scope only: elsewhere multipart stays with its own readers (GraphQL uploads).
 */
export function installFormParsers(scope: FastifyInstance): void {
  for (const type of [URLENCODED, MULTIPART]) {
    if (scope.hasContentTypeParser(type)) scope.removeContentTypeParser(type);
  }
  scope.addContentTypeParser(URLENCODED, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(text as string)));
  });
  scope.addContentTypeParser(MULTIPART, { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (request, buffer, done) => {
    // The platform's own multipart reader (undici's FormData) does the parsing; only text fields are kept.
    new Response(new Uint8Array(buffer as Buffer), {
      headers: { 'content-type': request.headers['content-type'] ?? MULTIPART },
    })
      .formData()
      .then((form) => {
        const fields: Record<string, string> = {};
        for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
        done(null, fields);
      })
      .catch(() => done(badRequest('The form could not be read.'), undefined));
  });
}
