import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebhookUrl, PrivateAllowance, postWebhook } from './webhook-address';

/** Two local servers: the endpoint, on a host allowed by name, redirects to the other, which must not be reached. */
const hits: string[] = [];
let endpointPort = 0;
let innerPort = 0;
const inner = http.createServer((request, response) => {
  hits.push(`inner ${request.method} ${request.url}`);
  response.writeHead(200).end('inner');
});
const endpoint = http.createServer((request, response) => {
  hits.push(`endpoint ${request.method} ${request.url}`);
  request.resume();
  response.writeHead(307, { location: `http://127.0.0.1:${innerPort}/admin` }).end('moved');
});
const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
beforeAll(async () => {
  endpointPort = await listen(endpoint);
  innerPort = await listen(inner);
});
afterAll(async () => {
  await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  await new Promise<void>((resolve) => inner.close(() => resolve()));
});

describe('a webhook endpoint on a host allowed by name', () => {
  const byName = new PrivateAllowance(['localhost']);

  it('is posted to, and its redirect is not followed (it could lead to a host that is not allowed)', async () => {
    const target = await checkWebhookUrl(`http://localhost:${endpointPort}/hook`, byName);
    const outcome = await postWebhook(target, { 'webhook-id': 'msg_1' }, '{"type":"audio.ready"}');
    expect(outcome).toMatchObject({ status: 307, excerpt: 'moved' });
    expect(hits).toEqual(['endpoint POST /hook']);
  });

  it('does not lend its allowance to another host name of the same machine', async () => {
    await expect(checkWebhookUrl(`http://127.0.0.1:${innerPort}/admin`, byName)).rejects.toThrow(
      'A webhook address must start with https://.',
    );
    await expect(checkWebhookUrl(`https://127.0.0.1:${innerPort}/admin`, byName)).rejects.toThrow(
      'This web address cannot be used: it points to a private or local network.',
    );
  });
});
