// `npm run schema:print -w apps/server`: rewrites schema.graphql from the running schema.
import { writeFileSync } from 'node:fs';
import { printRunningSchema, SCHEMA_FILE } from '../src/platform/graphql/schema-file';

writeFileSync(SCHEMA_FILE, printRunningSchema());
console.log(`wrote ${SCHEMA_FILE}`);
