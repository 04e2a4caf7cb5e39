import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's architecture rules (root .dependency-cruiser.cjs, run by `npm run lint`) checked on small
 * fixture trees: each rule must catch its own violation and let the allowed shapes through, so no rule is one
 * that cannot fail.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: NonNullable<ICruiseOptions['ruleSet']>['forbidden'];
  options: ICruiseOptions;
};

const FIXTURES: Record<string, string> = {
  // Allowed: another module through its index.ts; a table referencing another module's table.
  'apps/server/src/modules/beta/index.ts': "export { betaThing } from './beta.repository';\n",
  'apps/server/src/modules/beta/beta.repository.ts': 'export const betaThing = 1;\n',
  'apps/server/src/modules/beta/beta.schema.ts': 'export const betaTable = 1;\n',
  'apps/server/src/modules/beta/testing/factories.ts': "export { betaThing } from '../beta.repository';\n",
  'apps/server/src/modules/alpha/alpha.service.ts':
    "import { betaThing } from '../beta';\nexport const a = betaThing;\n",
  'apps/server/src/modules/alpha/alpha.schema.ts':
    "import { betaTable } from '../beta/beta.schema';\nexport const alphaTable = betaTable;\n",
  'apps/server/src/modules/alpha/alpha.test.ts':
    "import { betaThing } from '../beta/testing/factories';\nexport const t = betaThing;\n",
  // Forbidden: a module reaching into another's internals, from code, from a schema file and from a test.
  'apps/server/src/modules/gamma/gamma.service.ts':
    "import { betaThing } from '../beta/beta.repository';\nexport const g = betaThing;\n",
  'apps/server/src/modules/gamma/gamma.schema.ts':
    "import { betaThing } from '../beta/beta.repository';\nexport const gammaTable = betaThing;\n",
  'apps/server/src/modules/gamma/gamma.test.ts':
    "import { betaThing } from '../beta/beta.repository';\nexport const t = betaThing;\n",
  // Forbidden: platform importing a module; a provider importing HTTP plumbing or a module.
  'apps/server/src/platform/http/errors.ts': 'export const badRequest = 1;\n',
  'apps/server/src/platform/services.ts': "import { betaThing } from '../modules/beta';\nexport const s = betaThing;\n",
  'apps/server/src/providers/store/store.ts':
    "import { badRequest } from '../../platform/http/errors';\nimport { betaThing } from '../../modules/beta';\nexport const p = badRequest + betaThing;\n",
  // Jobs: a kind's owner uses runs (allowed); runs importing a kind's owner, or audio importing generation, is not.
  'apps/server/src/modules/runs/index.ts': 'export const runJob = 1;\n',
  'apps/server/src/modules/generation/index.ts': 'export const scriptRun = 1;\n',
  'apps/server/src/modules/editor/editor.service.ts': "import { runJob } from '../runs';\nexport const e = runJob;\n",
  'apps/server/src/modules/runs/runs.service.ts':
    "import { scriptRun } from '../generation';\nexport const r = scriptRun;\n",
  'apps/server/src/modules/audio/audio.service.ts':
    "import { scriptRun } from '../generation';\nexport const a = scriptRun;\n",
  // Forbidden: an import cycle, even of types only.
  'packages/lib/src/one.ts': "import type { Two } from './two';\nexport type One = { two?: Two };\n",
  'packages/lib/src/two.ts': "import type { One } from './one';\nexport type Two = { one?: One };\n",
};

let dir: string;

async function cruiseRules(baseDir: string, targets: string[]): Promise<ICruiseResult> {
  const result = await cruise(targets, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result object');
  return result.output;
}

const violations = (result: ICruiseResult) =>
  result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'podloom-architecture-'));
  for (const [file, text] of Object.entries(FIXTURES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('architecture rules', () => {
  it('fail on each forbidden import and let the allowed shapes through', async () => {
    const found = violations(await cruiseRules(dir, ['apps', 'packages']));
    expect(found).toEqual(
      [
        'module-public-surface: apps/server/src/modules/gamma/gamma.service.ts → apps/server/src/modules/beta/beta.repository.ts',
        'module-schema-fk-only: apps/server/src/modules/gamma/gamma.schema.ts → apps/server/src/modules/beta/beta.repository.ts',
        'module-tests-use-public-kits: apps/server/src/modules/gamma/gamma.test.ts → apps/server/src/modules/beta/beta.repository.ts',
        'job-kinds-use-runs: apps/server/src/modules/audio/audio.service.ts → apps/server/src/modules/generation/index.ts',
        'runs-knows-no-job-kind: apps/server/src/modules/runs/runs.service.ts → apps/server/src/modules/generation/index.ts',
        'platform-knows-no-module: apps/server/src/platform/services.ts → apps/server/src/modules/beta/index.ts',
        'providers-know-no-http-or-module: apps/server/src/providers/store/store.ts → apps/server/src/modules/beta/index.ts',
        'providers-know-no-http-or-module: apps/server/src/providers/store/store.ts → apps/server/src/platform/http/errors.ts',
        'no-circular: packages/lib/src/one.ts → packages/lib/src/two.ts',
      ].sort(),
    );
  });

  it('hold in this repository', async () => {
    expect(violations(await cruiseRules(ROOT, ['apps', 'packages']))).toEqual([]);
  }, 60_000);
});
