import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { graphQLModules } from '../../modules';
import { buildSchema } from './yoga';

/** The committed SDL (apps/server/schema.graphql): a test fails when the running schema drifts from it. */
export const SCHEMA_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema.graphql');

export function printRunningSchema(): string {
  return `${printSchema(lexicographicSortSchema(buildSchema(graphQLModules)))}\n`;
}
