import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A web server on 127.0.0.1 for the source-fetch tests; routes are plain handlers. Test-only. */
export type Route = (req: IncomingMessage, res: ServerResponse) => void;

export interface PageServer {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

export async function startPageServer(routes: Record<string, Route>): Promise<PageServer> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const route = routes[req.url ?? ''];
    if (route) route(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('missing');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
