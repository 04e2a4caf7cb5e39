import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import type { GraphQLModule } from './context';
import { buildSchema } from './yoga';

/** The committed SDL (apps/server/schema.graphql): a test fails when the running schema drifts from it. */
export const SCHEMA_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema.graphql');

/** The SDL of the schema the app serves, given its modules' GraphQL parts (buildApp's `graphQLParts`). */
export function printRunningSchema(modules: GraphQLModule[]): string {
  return `${printSchema(lexicographicSortSchema(buildSchema(modules)))}\n`;
}
