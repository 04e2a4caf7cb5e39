// `npm run test:integration`: the server's test files that reach a database or Redis, run on whatever DATABASE_URL
// and REDIS_URL name (PostgreSQL and Redis in CI). A file reaches them when it, or anything it imports, imports the
// test kit's database or app (apps/server/src/test/database.ts, app.ts), reads DATABASE_URL or REDIS_URL itself, or
// hands its whole environment to a child process.
// The other files (audio rendering, writers, parsers) never see either, give the unit suite's answer again, and
// are left to the unit suite (running them twice took about 2 of the run's 27 minutes on a 2-core machine).
// `node scripts/integration-tests.mjs --list` prints the files; any other arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(repo, 'apps/server/src');
const KIT = new Set(['test/database.ts', 'test/app.ts'].map((file) => path.join(src, file)));
// Reads either URL, or hands this process's whole environment (URLs included) to a child process.
const READS_SERVICES = /process\.env\.(?:DATABASE_URL|REDIS_URL)\b|\.\.\.process\.env\b/;
// Static and dynamic imports, re-exports, and bare side-effect imports.
const IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const importsOf = new Map();
function localImports(file) {
  if (!importsOf.has(file)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map(([, specifier]) => resolveImport(file, specifier));
    importsOf.set(file, { reads: READS_SERVICES.test(text), targets: targets.filter((t) => t !== null) });
  }
  return importsOf.get(file);
}

/** Walks everything the test file imports, however deep, looking for the kit or a read of the services' URLs. */
function reachesServices(testFile) {
  const seen = new Set([testFile]);
  const queue = [testFile];
  while (queue.length > 0) {
    const file = queue.shift();
    if (KIT.has(file)) return true;
    const { reads, targets } = localImports(file);
    if (reads) return true;
    for (const target of targets) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return false;
}

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const all = testFiles(src).sort();
const chosen = all.filter((file) => reachesServices(file)).map((file) => path.relative(repo, file));
const args = process.argv.slice(2);
if (args.includes('--list')) {
  console.log(chosen.join('\n'));
  process.exit(0);
}
console.log(
  `integration: ${chosen.length} of ${all.length} server test files reach a database or Redis ` +
    `(${process.env.DATABASE_URL ? 'DATABASE_URL' : 'PGlite'}, ${process.env.REDIS_URL ? 'REDIS_URL' : 'no Redis'}); ` +
    'the unit suite runs the rest',
);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...args, ...chosen], {
  cwd: repo,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
