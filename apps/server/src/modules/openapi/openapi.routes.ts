import { API_BASE } from '@podloom/contract';
import type { FastifyInstance } from 'fastify';
import { escapeMarkup } from '../../platform/http/escape-markup';
import { buildOpenApiDocument } from './openapi-document';

type Document = ReturnType<typeof buildOpenApiDocument>;

interface Operation {
  summary: string;
  tags: string[];
  security?: unknown;
  requestBody?: { content: { 'application/json': { schema: unknown } } };
}

/** The reference page: every route by tag, who may call it and the body it takes; no script, so the CSP stays. */
function referencePage(document: Document): string {
  const rows = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, op]) => ({ path, method, op })),
  );
  const tags = [...new Set(rows.map((row) => row.op.tags[0] ?? 'other'))];
  const section = (tag: string) => {
    const items = rows
      .filter((row) => (row.op.tags[0] ?? 'other') === tag)
      .map(({ path, method, op }) => {
        const body = op.requestBody
          ? `<details><summary>JSON body</summary><pre>${escapeMarkup(JSON.stringify(op.requestBody.content['application/json'].schema, null, 2))}</pre></details>`
          : '';
        const auth = op.security ? ' <small>(bearer token)</small>' : '';
        return `<li><code>${method.toUpperCase()} ${escapeMarkup(path)}</code>${auth}<p>${escapeMarkup(op.summary)}</p>${body}</li>`;
      });
    return `<section><h2>${escapeMarkup(tag)}</h2><ul>${items.join('')}</ul></section>`;
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(document.info.title)} reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main>
<h1>${escapeMarkup(document.info.title)} reference</h1><p>${escapeMarkup(document.info.description)}</p>
<p>Machine-readable: <a href="${API_BASE}/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
${tags.map(section).join('\n')}</main></body></html>`;
}

/** GET /api/podloom/v1/openapi.json and the page that reads it, built once. */
export function registerOpenApiRoutes(app: FastifyInstance, publicUrl: string): void {
  const document = buildOpenApiDocument(publicUrl);
  const page = referencePage(document);
  app.get(`${API_BASE}/openapi.json`, async () => document);
  app.get(`${API_BASE}/reference`, async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
