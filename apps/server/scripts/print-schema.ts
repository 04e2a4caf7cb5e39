// `npm run schema:print -w apps/server`: rewrites schema.graphql from the running schema.
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, graphQLParts } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDatabase } from '../src/modules/seed';
import { openPglite } from '../src/platform/db/client';
import { printRunningSchema, SCHEMA_FILE } from '../src/platform/graphql/schema-file';

// The schema is the one the app serves: build the app (in memory, serving no one) and print its modules' parts.
const dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-schema-'));
const database = await openPglite('memory://', seedDatabase);
const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' }), {
  database,
  role: 'server',
});
writeFileSync(SCHEMA_FILE, printRunningSchema(graphQLParts(app.modules)));
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
console.log(`wrote ${SCHEMA_FILE}`);
