import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { AuthUser } from '../auth/tokens';
import type { AppError } from '../http/errors';
import type { GraphQLContext } from './context-type';

/** What an operation may not do as the user its token speaks for (an API token's scopes), or null. */
export type OperationGuard = (
  user: AuthUser,
  operation: { type: OperationDefinitionNode['operation']; fields: string[] },
) => AppError | null;

/** The fields an operation selects at its top (fragments spread there included). */
function topLevelFields(operation: OperationDefinitionNode, document: DocumentNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const names: string[] = [];
  const walk = (selections: readonly SelectionNode[], depth: number) => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet.selections, depth);
      else if (depth < 10) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet.selections, depth + 1);
      }
    }
  };
  walk(operation.selectionSet.selections, 0);
  return names;
}

/** Runs the guard on the operation about to execute, before any resolver; a refusal stops it with its sentence. */
export function operationGuardPlugin(guard: OperationGuard): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const user = (args.contextValue as GraphQLContext).user;
      if (!user) return;
      const document = args.document as DocumentNode;
      const operations = document.definitions.filter(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      );
      const operation =
        operations.length === 1
          ? operations[0]
          : operations.find((d: OperationDefinitionNode) => d.name?.value === (args.operationName ?? undefined));
      if (!operation) return;
      const refused = guard(user, { type: operation.operation, fields: topLevelFields(operation, document) });
      if (refused) {
        setResultAndStopExecution({
          errors: [new GraphQLError(refused.message, { extensions: { code: refused.code ?? 'FORBIDDEN' } })],
        });
      }
    },
  };
}
