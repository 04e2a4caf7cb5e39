import { GRAPHQL_PATH } from '@podloom/contract';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, createUser } from '../modules/auth/testing/factories';
import { GRAPHQL_LIMITS, graphQLLimitPlugins, LIMIT_MESSAGES, limitedStringify } from '../platform/graphql/limits';
import { startTestApp, type TestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';

let database: TestDatabase;
let t: TestApp;
let production: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
  production = await startTestApp(database, {
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  });
});
afterAll(async () => {
  await t?.close();
  await production?.close();
  await database?.destroy();
});
beforeEach(() => database.reset());

interface GraphQLAnswer {
  status: number;
  text: string;
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> };
}

async function post(app: TestApp, query: string, token?: string, variables?: unknown): Promise<GraphQLAnswer> {
  const response = await fetch(`${app.url}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { status: response.status, text, body: text ? JSON.parse(text) : {} };
}

const aliased = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('GraphQL cost limits: query shape', () => {
  it('refuses the alias blow-up (40 aliases of userPodcasts with transcripts) with a sentence', async () => {
    const user = await createUser(t.services.db);
    const { accessToken } = await createSession(t.services, user);
    const answer = await post(t, aliased(40, 'userPodcasts(pageSize: 50) { items { transcript } }'), accessToken);
    expect(answer.body.data ?? null).toBeNull();
    expect(answer.body.errors?.map((e) => e.message)).toContain(LIMIT_MESSAGES.aliases);
    // Within the limit the same shape still answers.
    const fine = await post(t, aliased(2, 'userPodcasts { items { transcript } }'), accessToken);
    expect(fine.body.errors).toBeUndefined();
  });

  it('refuses a 5,000-deep list literal with a sentence instead of overflowing the stack', async () => {
    const literal = `${'['.repeat(5000)}"x"${']'.repeat(5000)}`;
    const answer = await post(t, `{ supportTicket(ticketId: ${literal}) { status } }`);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors?.[0]?.message).toBe(LIMIT_MESSAGES.depth);
    // Under the token limit, the deepest literal that fits is refused by validation, not by a crash.
    const deepest = Math.floor(GRAPHQL_LIMITS.maxTokens / 2) - 10;
    const under = await post(
      t,
      `{ supportTicket(ticketId: ${'['.repeat(deepest)}"x"${']'.repeat(deepest)}) { status } }`,
    );
    expect(under.status).toBeLessThan(500);
    expect(under.body.errors?.[0]?.message).toBeTruthy();
  });

  it('refuses deep nesting and costly selections (on a schema that can nest), many directives and repeated mutations', async () => {
    const yoga = createYoga({
      schema: createSchema({ typeDefs: 'type Query { node: Node } type Node { node: Node id: ID name: String }' }),
      plugins: graphQLLimitPlugins({ production: false }),
      logging: false,
    });
    const ask = async (query: string) => {
      const response = await yoga.fetch('http://yoga/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      return ((await response.json()) as GraphQLAnswer['body']).errors?.map((e) => e.message) ?? [];
    };
    const nest = (levels: number, inner: string) => `{ ${'node { '.repeat(levels)}${inner}${' }'.repeat(levels)} }`;
    expect(await ask(nest(GRAPHQL_LIMITS.maxDepth - 1, 'id'))).toEqual([]);
    expect(await ask(nest(GRAPHQL_LIMITS.maxDepth + 2, 'id'))).toContain(LIMIT_MESSAGES.depth);
    expect(await ask(nest(10, 'id name '.repeat(60)))).toContain(LIMIT_MESSAGES.cost);

    const directives = await post(t, `{ health ${'@include(if: true) '.repeat(25)} }`);
    expect(directives.body.errors?.map((e) => e.message)).toContain(LIMIT_MESSAGES.directives);
    const twice = await post(t, 'mutation { a: _noop b: _noop }');
    expect(twice.body.errors?.map((e) => e.message)).toContain(LIMIT_MESSAGES.mutationRepeated);
    const viaFragment = await post(t, 'mutation { _noop ...F } fragment F on Mutation { again: _noop }');
    expect(viaFragment.body.errors?.map((e) => e.message)).toContain(LIMIT_MESSAGES.mutationRepeated);
    expect((await post(t, 'mutation { _noop }')).body.errors).toBeUndefined();
  });
});

describe('GraphQL cost limits: responses, production and logging', () => {
  it('refuses a response that would be too large with a sentence, never an empty body', () => {
    const big = { data: { text: 'x'.repeat(GRAPHQL_LIMITS.maxResponseChars + 1) } };
    expect(JSON.parse(limitedStringify(big)).errors[0].message).toBe(LIMIT_MESSAGES.responseTooLarge);
    // What JSON.stringify cannot build at all (V8's string limit) is refused the same way.
    const unbuildable = {
      toJSON() {
        throw new RangeError('Invalid string length');
      },
    };
    expect(JSON.parse(limitedStringify(unbuildable)).errors[0].message).toBe(LIMIT_MESSAGES.responseTooLarge);
    expect(limitedStringify({ data: { health: true } })).toBe('{"data":{"health":true}}');
  });

  it('answers a too-large result through Yoga with the sentence, not an empty 200', async () => {
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { big: String }',
        resolvers: { Query: { big: () => 'x'.repeat(GRAPHQL_LIMITS.maxResponseChars + 1) } },
      }),
      plugins: graphQLLimitPlugins({ production: false }),
      logging: false,
    });
    const response = await yoga.fetch('http://yoga/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ big }' }),
    });
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
    expect(JSON.parse(text).errors[0].message).toBe(LIMIT_MESSAGES.responseTooLarge);
  });

  it('turns off introspection and field suggestions in production only', async () => {
    const introspection = await post(production, '{ __schema { queryType { name } } }');
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    const typo = await post(production, '{ healt }');
    expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
    expect((await post(t, '{ healt }')).body.errors?.[0]?.message).toMatch(/Did you mean "health"/);
    expect((await post(t, '{ __schema { queryType { name } } }')).body.errors).toBeUndefined();
  });

  it('logs refusals at info and never at error', async () => {
    const error = vi.spyOn(t.services.log, 'error');
    const info = vi.spyOn(t.services.log, 'info');
    try {
      await post(t, aliased(40, 'health'));
      await post(t, '{ me { id } }');
      await post(t, '{ nope }');
      await post(t, `{ supportTicket(ticketId: ${'['.repeat(5000)}"x"${']'.repeat(5000)}) { status } }`);
      expect(error).not.toHaveBeenCalled();
      expect(info).toHaveBeenCalled();
    } finally {
      error.mockRestore();
      info.mockRestore();
    }
  });
});

describe('GraphQL over HTTP', () => {
  it('allows cross-origin requests with credentials from PUBLIC_URL only', async () => {
    const preflight = (origin: string) =>
      fetch(`${t.url}${GRAPHQL_PATH}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    const own = await preflight(t.services.config.publicUrl);
    expect(own.headers.get('access-control-allow-origin')).toBe(t.services.config.publicUrl);
    const simple = await fetch(`${t.url}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health }' }),
    });
    // The browser compares the allowed origin with its own: only PUBLIC_URL is ever named.
    expect(simple.headers.get('access-control-allow-origin')).toBe(t.services.config.publicUrl);
  });

  it('counts a chunked multipart body as it streams and refuses it past 6 MB', async () => {
    const boundary = 'podloomboundary';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({
      query: '{ health }',
    })}\r\n--${boundary}\r\ncontent-disposition: form-data; name="map"\r\n\r\n{}\r\n--${boundary}\r\ncontent-disposition: form-data; name="pad"\r\n\r\n`;
    const chunk = new Uint8Array(256 * 1024).fill(97);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
      },
      pull(controller) {
        if (sent >= 8 * 1024 * 1024) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${t.url}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'graphql-require-preflight': '1' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe('The request is too large.');
  });
});
