import { randomInt } from 'node:crypto';
import { API_BASE, GRAPHQL_PATH } from '@podloom/contract';

export interface JsonResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered.
  body: any;
}

/** A private address, different per client, so rate-limit counters (kept in Redis across runs) never collide. */
export function randomTestIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface ApiClientOptions {
  /** Sent as X-Forwarded-For; the app must trust the loopback proxy (TRUST_PROXY=127.0.0.1) for it to count. */
  ip?: string;
  userAgent?: string;
}

/** Talks to the running app over real HTTP, as the browser would. */
export function apiClient(baseUrl: string, options: ApiClientOptions = {}) {
  const ip = options.ip ?? randomTestIp();
  const userAgent = options.userAgent ?? 'PodloomTest/1.0';

  async function send(path: string, init: RequestInit & { token?: string }): Promise<JsonResponse> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', ip);
    headers.set('user-agent', userAgent);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  }

  return {
    ip,
    userAgent,
    /** POST JSON to a path under /api/podloom/v1. */
    post(path: string, body: unknown, token?: string) {
      return send(`${API_BASE}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        token,
      });
    },
    /** POST a form (URLSearchParams: urlencoded, FormData: multipart) to a path under /api/podloom/v1. */
    postForm(path: string, form: URLSearchParams | FormData) {
      return send(`${API_BASE}${path}`, { method: 'POST', body: form });
    },
    get(path: string, token?: string) {
      return send(`${API_BASE}${path}`, { method: 'GET', token });
    },
    graphql(query: string, variables: Record<string, unknown> = {}, token?: string) {
      return send(GRAPHQL_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
        token,
      });
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
