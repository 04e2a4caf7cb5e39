import { MESSAGES } from '@podloom/contract';
import { apiConfig, resolveUrl } from './api-config';
import { ApiError, messageFromBody } from './api-error';
import { authorizedFetch, readBody } from './http';

export interface RestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object goes as JSON; FormData and URLSearchParams go as they are. */
  body?: unknown;
  /** Defaults to the main API base; the generation calls pass `apiConfig().generationBaseUrl`. */
  baseUrl?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** A JSON request to one of our REST endpoints; a non-OK answer rejects with the server's sentence. */
export async function restRequest<T>(path: string, options: RestOptions = {}): Promise<T> {
  const { body, contentType } = encodeBody(options.body);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (contentType) headers['Content-Type'] = contentType;
  const url = resolveUrl(options.baseUrl ?? apiConfig().apiBaseUrl, path);
  const response = await authorizedFetch(url, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
  });
  const payload = await readBody(response);
  if (!response.ok) {
    throw new ApiError(messageFromBody(payload) ?? MESSAGES.httpError(response.status), response.status, payload);
  }
  return payload as T;
}

/** A generation's started reply, checked against its contract schema: a reply of another shape is not a start. */
export function startedReply<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  body: unknown,
): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('Podloom answered the request in a way we do not understand.', 200, body);
  return parsed.data;
}
