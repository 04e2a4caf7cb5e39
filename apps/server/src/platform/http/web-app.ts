import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the single-page app never owns: a miss there is an API 404, not the app shell. */
const API_PREFIXES = ['/api/', '/generate/', '/files/', '/feeds/', '/payments/', '/healthz', '/readyz'];

export function webDistDir(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // From source (apps/server/src/platform/http) and from the bundle (apps/server/dist).
  for (const candidate of ['../../../../web/dist', '../../web/dist']) {
    const dir = path.resolve(here, candidate);
    if (existsSync(path.join(dir, 'index.html'))) return dir;
  }
  return null;
}

/** Serves the built web app on the same origin, with index.html for every client-side route. */
export async function registerWebApp(app: FastifyInstance, root = webDistDir()): Promise<void> {
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes `.br` and `.gz` beside each text file: they are sent to browsers that accept them
      // (`Vary: Accept-Encoding`), never served as files of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        // Hashed assets never change; the shell must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn('apps/web/dist is missing: run `npm run build` to serve the web app');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !API_PREFIXES.some((p) => pathname.startsWith(p));
    if (wantsPage && root) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', root);
    }
    return reply.status(404).send({ message: 'We could not find what you asked for.' });
  });
}
