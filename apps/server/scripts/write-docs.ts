// Rewrites the generated parts of docs/ (the configuration table, the module diagram) from the code.
// apps/server/src/docs/docs.test.ts fails when they differ, so run this after changing config.ts or modules/index.ts.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, renderDocs } from '../src/docs/generated-sections';

for (const [file, { current, expected }] of await renderDocs()) {
  if (current === expected) {
    console.log(`${file}: up to date`);
  } else {
    await writeFile(path.join(REPO_ROOT, file), expected);
    console.log(`${file}: rewritten`);
  }
}
