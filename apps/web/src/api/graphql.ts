import { GRAPHQL_PATH, MESSAGES } from '@podloom/contract';
import { apiConfig, resolveUrl } from './api-config';
import { ApiError, messageFromBody } from './api-error';
import { extractFiles } from './extract-files';
import type { TypedDocumentString } from './gql/graphql';
import { authorizedFetch, readBody } from './http';

export type Variables = Record<string, unknown>;

interface GraphqlBody<T> {
  data?: T | null;
  errors?: Array<{ message: string }>;
}

function buildRequest(query: string, variables: Variables, operationName?: string): RequestInit {
  const { clone, files } = extractFiles(variables);
  if (files.length === 0) {
    return {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query, variables, operationName }),
    };
  }
  // GraphQL multipart request spec: `operations`, then `map`, then one part per file.
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: clone, operationName }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), f.paths]))));
  files.forEach(({ file }, i) => {
    form.append(String(i), file, file instanceof File ? file.name : `upload-${i}`);
  });
  return {
    method: 'POST',
    // A non-simple header so a server with CSRF prevention accepts a multipart (form-like) POST.
    headers: { Accept: 'application/json', 'x-graphql-yoga-csrf': 'multipart' },
    body: form,
  };
}

/** The server refuses a missing or dead token inside a 200 answer: an error with the code UNAUTHENTICATED. */
async function isUnauthenticated(response: Response): Promise<boolean> {
  if (!response.headers.get('content-type')?.includes('json')) return false;
  const body = (await response.json().catch(() => null)) as {
    errors?: Array<{ extensions?: { code?: unknown } }>;
  } | null;
  return Array.isArray(body?.errors) && body.errors.some((e) => e?.extensions?.code === 'UNAUTHENTICATED');
}

/** `query Name(…)` → `Name`: a typed document names its operation in its text. */
function operationNameOf(query: string): string | undefined {
  return /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1];
}

/**
 * POSTs `{query, variables, operationName}` to the GraphQL endpoint (spec 001 §7). Variables holding a File or
 * Blob go out as a multipart request instead. A non-OK status or an `errors` array is a failure whose message
 * is the first error's message.
 *
 * The app's operations are documents written with `graphql(...)` from `./gql` (GraphQL Code Generator, from the
 * committed schema): their variables and answer are typed by the schema, and the operation name is read from the
 * text. A plain string (tests, ad hoc calls) answers `unknown`.
 */
export async function graphqlRequest<TResult, TVariables extends Variables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult>;
export async function graphqlRequest(query: string, variables?: Variables, operationName?: string): Promise<unknown>;
export async function graphqlRequest(
  document: string | TypedDocumentString<unknown, Variables>,
  variables: Variables = {},
  operationName?: string,
): Promise<unknown> {
  const query = document.toString();
  if (typeof document !== 'string') operationName = operationNameOf(query);
  const url = resolveUrl(apiConfig().apiBaseUrl, GRAPHQL_PATH);
  const response = await authorizedFetch(url, buildRequest(query, variables, operationName), {
    isUnauthorized: isUnauthenticated,
  });
  const body = (await readBody(response)) as GraphqlBody<unknown> | string | undefined;
  const message = messageFromBody(body);
  const hasErrors = typeof body === 'object' && Array.isArray(body?.errors) && body.errors.length > 0;
  if (!response.ok || hasErrors) {
    throw new ApiError(message ?? MESSAGES.httpError(response.status), response.status, body);
  }
  if (typeof body !== 'object' || body?.data == null) {
    throw new ApiError(MESSAGES.httpError(response.status), response.status, body);
  }
  return body.data;
}

/** Named for what it is for: uploads are graphqlRequest with File values in the variables. */
export const graphqlUpload = graphqlRequest;
