import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphQLParts } from '../../app';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { printRunningSchema, SCHEMA_FILE } from './schema-file';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
});

afterAll(async () => {
  await t.close();
  await database.destroy();
});

describe('committed GraphQL schema', () => {
  it('matches the running schema (run `npm run schema:print -w apps/server` after a change)', () => {
    expect(printRunningSchema(graphQLParts(t.app.modules))).toBe(readFileSync(SCHEMA_FILE, 'utf8'));
  });
});
