import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { API_BASE } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../modules/auth/testing/factories';
import { METRICS_LOOPBACK_REFUSAL } from '../platform/metrics/metrics-route';
import { startTestApp, type TestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';

/**
 * A reverse proxy in front of the app as nginx runs one: it appends the address of whoever connected to it to
 * X-Forwarded-For ($proxy_add_x_forwarded_for), keeping whatever the client wrote before it.
 */
async function startAppendingProxy(target: string): Promise<{ port: number; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const client = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const written = request.headers['x-forwarded-for'];
    const headers = { ...request.headers, 'x-forwarded-for': written ? `${written}, ${client}` : client };
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.writeHead(502).end());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One request through the proxy from a chosen local address (the client's own address, as the proxy sees it). */
function viaProxy(
  proxy: { host: string; port: number; from: string },
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: proxy.host,
        port: proxy.port,
        localAddress: proxy.from,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** An address of this machine that is not loopback: a client there is "another address" to the app. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

let database: TestDatabase;
const apps: TestApp[] = [];
const proxies: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all([...proxies, ...apps].map((part) => part.close()));
  await database?.destroy();
});

/** The app behind one appending proxy, trusting it as TRUST_PROXY says. */
async function appBehindProxy(trustProxy: string) {
  const app = await startTestApp(database, { TRUST_PROXY: trustProxy });
  apps.push(app);
  const proxy = await startAppendingProxy(app.url);
  proxies.push(proxy);
  return proxy.port;
}

describe.each([
  ['a hop count', '1'],
  ['the proxy address', '127.0.0.1'],
])('behind a proxy that appends the client address, TRUST_PROXY as %s', (_form, trustProxy) => {
  it.skipIf(!outsideAddress)(
    'keeps /metrics from a client elsewhere that writes X-Forwarded-For: 127.0.0.1',
    async () => {
      const port = await appBehindProxy(trustProxy);
      const from = outsideAddress as string;
      const forged = await viaProxy({ host: from, port, from }, '/metrics', {
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.status).toBe(403);
      expect(JSON.parse(forged.text)).toMatchObject({ message: METRICS_LOOPBACK_REFUSAL });
      // The same proxy still lets this machine's own scraper in.
      const local = await viaProxy({ host: '127.0.0.1', port, from: '127.0.0.1' }, '/metrics');
      expect(local.status).toBe(200);
    },
  );

  it('draws a 429 for 40 wrong logins whatever X-Forwarded-For each one writes', async () => {
    const port = await appBehindProxy(trustProxy);
    const user = await createUser(database.db);
    const from = outsideAddress ?? '127.0.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const answer = await viaProxy({ host: from, port, from }, `${API_BASE}/auth/native/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ username: user.email, password: 'Wr0ng!pass' }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const right = await viaProxy({ host: from, port, from }, `${API_BASE}/auth/native/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
      body: JSON.stringify({ username: user.email, password: user.password }),
    });
    expect(right.status).toBe(429);
  }, 180_000);
});
