import { hasNulCharacter, NUL_CHARACTER_MESSAGE, wellFormedText } from '@podloom/contract';
import { type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * GraphQL's share of the edge check on text from outside: many resolvers take plain `String` arguments that go
 * straight into a query, so every string of a request — variables and literals alike — meets the contract's rule
 * before anything runs: a NUL character is refused with the sentence, a lone surrogate becomes U+FFFD.
 */
export function safeTextPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const variables = args.variableValues as Record<string, unknown> | null | undefined;
      if ((variables && !cleanStrings(variables)) || documentHasNul(args.document)) {
        setResultAndStopExecution({
          errors: [new GraphQLError(NUL_CHARACTER_MESSAGE, { extensions: { code: 'BAD_REQUEST' } })],
        });
      }
    },
  };
}

/** Rewrites lone surrogates in place; false as soon as a NUL character is found. */
function cleanStrings(container: Record<string, unknown> | unknown[]): boolean {
  const entries: Array<[string | number, unknown]> = Array.isArray(container)
    ? container.map((value, index) => [index, value])
    : Object.entries(container);
  for (const [key, value] of entries) {
    if (typeof key === 'string' && hasNulCharacter(key)) return false;
    if (typeof value === 'string') {
      if (hasNulCharacter(value)) return false;
      const clean = wellFormedText(value);
      if (clean !== value) (container as Record<string | number, unknown>)[key] = clean;
    } else if (value && typeof value === 'object' && !(value instanceof Blob)) {
      if (!cleanStrings(value as Record<string, unknown>)) return false;
    }
  }
  return true;
}

function documentHasNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (hasNulCharacter(node.value)) found = true;
    },
  });
  return found;
}
