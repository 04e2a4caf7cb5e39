import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printRunningSchema, SCHEMA_FILE } from './schema-file';

describe('committed GraphQL schema', () => {
  it('matches the running schema (run `npm run schema:print -w apps/server` after a change)', () => {
    expect(printRunningSchema()).toBe(readFileSync(SCHEMA_FILE, 'utf8'));
  });
});
