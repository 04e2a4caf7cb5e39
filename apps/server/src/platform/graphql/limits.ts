import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import {
  type ASTVisitor,
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one GraphQL request may ask for (OWASP GraphQL Cheat Sheet: bound depth, cost and aliases, or one request
 * shaped to be expensive ties the server up). The web app's largest operation has some 150 tokens, depth 5 and no
 * aliases, so these leave room for real clients and none for a request built to exhaust the server.
 */
export const GRAPHQL_LIMITS = {
  maxTokens: 2000,
  maxDepth: 12,
  maxAliases: 10,
  maxDirectives: 20,
  /** GraphQL Armor's cost: 2 per object, 1 per scalar, multiplied by 1.5 per level of depth. */
  maxCost: 5000,
  /** A JSON response above this is refused rather than built (a page of transcripts is well under 1 MB). */
  maxResponseChars: 16 * 1024 * 1024,
} as const;

export const LIMIT_MESSAGES = {
  tokens: 'This request is too long. Please ask for less at a time.',
  depth: 'This request is nested too deeply. Please ask for less at a time.',
  aliases: 'This request repeats fields too many times. Please ask for less at a time.',
  directives: 'This request has too many directives.',
  cost: 'This request asks for too much at once. Please ask for less at a time.',
  mutationRepeated: 'Each change can be asked for only once per request.',
  responseTooLarge: 'The answer to this request is too large. Please ask for fewer items or fewer fields at a time.',
} as const;

/** GraphQL Armor prefixes its refusals with "Syntax Error: "; ours are sentences on their own. */
const ARMOR_PREFIX = 'Syntax Error: ';
const LIMIT_SENTENCES = new Set<string>(Object.values(LIMIT_MESSAGES));

/** A limit refusal from GraphQL Armor, with its prefix taken off; null for any other error. */
export function limitRefusal(error: GraphQLError): GraphQLError | null {
  const message = error.message.startsWith(ARMOR_PREFIX) ? error.message.slice(ARMOR_PREFIX.length) : error.message;
  if (!LIMIT_SENTENCES.has(message)) return null;
  return new GraphQLError(message, { extensions: { code: 'REQUEST_LIMIT' } });
}

/**
 * Validation refusals are reported, not thrown, so every broken limit in one request comes back as a sentence
 * beside graphql-js's own validation errors.
 */
const report =
  (message: string): GraphQLArmorRejectCallback =>
  (context) => {
    context?.reportError(new GraphQLError(message, { extensions: { code: 'REQUEST_LIMIT' } }));
  };

const validationOptions = (message: string) => ({
  exposeLimits: false,
  errorMessage: message,
  propagateOnRejection: false,
  onReject: [report(message)],
});

/**
 * Aliases could otherwise repeat a mutation (25 aliased createSupportTicket calls sent 50 mails): in a mutation
 * operation each root field may appear once, however it is spelt (aliases, fragments).
 */
export function singleUseMutationRule(context: ValidationContext): ASTVisitor {
  const rootFields = (selectionSet: SelectionSetNode, into: string[], seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) into.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) rootFields(selection.selectionSet, into, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = context.getFragment(selection.name.value);
        if (fragment) rootFields(fragment.selectionSet, into, seen);
      }
    }
    return into;
  };
  return {
    OperationDefinition(operation) {
      if (operation.operation !== 'mutation') return;
      const names = rootFields(operation.selectionSet, [], new Set()).filter((name) => name !== '__typename');
      if (new Set(names).size !== names.length) {
        context.reportError(
          new GraphQLError(LIMIT_MESSAGES.mutationRepeated, { extensions: { code: 'REQUEST_LIMIT' } }),
        );
      }
    },
  };
}

/** A JSON body above the limit (or above what JSON.stringify can build) becomes a refusal, never an empty 200. */
export function limitedStringify(value: unknown): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  if (json !== undefined && json.length <= GRAPHQL_LIMITS.maxResponseChars) return json;
  return JSON.stringify({
    data: null,
    errors: [{ message: LIMIT_MESSAGES.responseTooLarge, extensions: { code: 'RESPONSE_TOO_LARGE' } }],
  });
}

function responseSizePlugin(): Plugin {
  return {
    onExecutionResult({ result, setResult }) {
      // Yoga serialises a result with its own `stringify` when it has one.
      if (result && !Array.isArray(result) && !(Symbol.asyncIterator in result)) {
        setResult(Object.assign({}, result, { stringify: limitedStringify }));
      }
    },
  };
}

function noIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** The plugins every GraphQL request passes through; `production` also hides the schema and field suggestions. */
export function graphQLLimitPlugins(options: { production: boolean }): Plugin[] {
  const plugins: Plugin[] = [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens, exposeLimits: false, errorMessage: LIMIT_MESSAGES.tokens }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, ...validationOptions(LIMIT_MESSAGES.depth) }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases, ...validationOptions(LIMIT_MESSAGES.aliases) }),
    maxDirectivesPlugin({ n: GRAPHQL_LIMITS.maxDirectives, ...validationOptions(LIMIT_MESSAGES.directives) }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.maxCost, ...validationOptions(LIMIT_MESSAGES.cost) }),
    {
      onValidate({ addValidationRule }) {
        addValidationRule(singleUseMutationRule);
      },
    },
    responseSizePlugin(),
  ];
  if (options.production) plugins.push(noIntrospectionPlugin(), blockFieldSuggestionsPlugin());
  return plugins;
}
