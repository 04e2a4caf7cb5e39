import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql } from './gql';
import * as generated from './gql/graphql';
import { graphqlRequest } from './graphql';
import { useSessionStore } from './session/session-store';

const schema = buildSchema(readFileSync(new URL('../../../server/schema.graphql', import.meta.url), 'utf8'));
const documents = Object.entries(generated).filter(([name]) => name.endsWith('Document')) as Array<
  [string, generated.TypedDocumentString<unknown, Record<string, never>>]
>;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: { me: null } }), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  useSessionStore.setState({ user: null, token: null, refreshToken: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the browser’s GraphQL operations (generated from the committed schema)', () => {
  it('are each a named operation that is valid against apps/server/schema.graphql', () => {
    expect(documents.length).toBeGreaterThan(20);
    for (const [name, document] of documents) {
      const ast = parse(document.toString());
      expect(validate(schema, ast), name).toEqual([]);
      const operation = ast.definitions[0];
      expect(operation?.kind === 'OperationDefinition' && operation.name?.value, name).toBe(
        name.replace(/Document$/, ''),
      );
    }
  });

  it('go out with their text and the operation name read from it', async () => {
    const me = graphql(`query Me {
  me { id email given_name family_name phone_number country_code accountType companyName designation country state }
}`);
    await graphqlRequest(me, {});
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body.operationName).toBe('Me');
    expect(body.query).toBe(me.toString());
    expect(body.query).toContain('me {');
  });
});
