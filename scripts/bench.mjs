// `npm run bench`: runs every benchmark under bench/ in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv[2];
const files = readdirSync(path.join(root, 'bench'))
  .filter((f) => /\.bench\.(mjs|ts)$/.test(f))
  .filter((f) => !only || f.includes(only))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const runner = file.endsWith('.ts') ? ['npx', ['tsx', `bench/${file}`]] : [process.execPath, [`bench/${file}`]];
  const result = spawnSync(runner[0], runner[1], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
