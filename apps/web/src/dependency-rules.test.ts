import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The rules `npm run lint:deps:web` checks, run here over a small tree that breaks each of them once. */
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;

const FIXTURE: Record<string, string> = {
  'src/features/a/index.ts': "export { a } from './inner';",
  'src/features/a/inner.ts': "import { helper } from './helper';\nexport const a = helper;",
  'src/features/a/helper.ts': 'export const helper = 1;',
  // Reaches into a's internals once, and uses a's index once (allowed).
  'src/features/b/index.ts': "export { b } from './uses';",
  'src/features/b/uses.ts':
    "import { a } from '../a/inner';\nimport { a as viaIndex } from '../a';\nexport const b = a + viaIndex;",
  // A file-level cycle inside one feature.
  'src/features/c/index.ts': "export { one } from './one';",
  'src/features/c/one.ts': "import { two } from './two';\nexport const one = () => two;",
  'src/features/c/two.ts': "import { one } from './one';\nexport const two = () => one;",
  // Two features that need each other: a cycle through their index files.
  'src/features/d/index.ts': "export { d } from './d';",
  'src/features/d/d.ts': "import { e } from '../e';\nexport const d = () => e;",
  'src/features/e/index.ts': "export { e } from './e';",
  'src/features/e/e.ts': "import { d } from '../d';\nexport const e = () => d;",
  'src/pages/home/home-page.ts':
    "import { a } from '../../features/a/inner';\nimport { b } from '../../features/b';\nexport const page = a + b;",
  'src/app/shell.ts': "import { helper } from '../features/a/helper';\nexport const shell = helper;",
  'src/api/client.ts': "import { b } from '../features/b';\nexport const client = b;",
};

let root: string;
let violations: Map<string, string[]>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'podloom-deps-'));
  for (const [path, text] of Object.entries(FIXTURE)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `${text}\n`);
  }
  // The fixture has no tsconfig of its own; everything else is the real configuration.
  const { tsConfig: _ignored, ...options } = config.options ?? {};
  const result = await cruise(['src'], {
    ...options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  violations = new Map();
  for (const v of result.output.summary.violations) {
    const list = violations.get(v.rule.name) ?? [];
    list.push(`${v.from} -> ${v.to}`);
    violations.set(v.rule.name, list.sort());
  }
}, 60_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the web import rules (apps/web/.dependency-cruiser.cjs)', () => {
  it("refuse a feature importing another feature's internals, and allow its index", () => {
    expect(violations.get('feature-imports-feature-via-index')).toEqual([
      'src/features/b/uses.ts -> src/features/a/inner.ts',
    ]);
  });

  it('refuse pages and the app shell importing a feature other than by its index', () => {
    expect(violations.get('page-imports-feature-via-index')).toEqual([
      'src/app/shell.ts -> src/features/a/helper.ts',
      'src/pages/home/home-page.ts -> src/features/a/inner.ts',
    ]);
  });

  it('refuse the API client importing a feature', () => {
    expect(violations.get('api-imports-no-feature')).toEqual(['src/api/client.ts -> src/features/b/index.ts']);
  });

  it('refuse import cycles, inside a feature and between features through their index files', () => {
    const cycles = violations.get('no-circular') ?? [];
    expect(cycles).toContain('src/features/c/one.ts -> src/features/c/two.ts');
    expect(cycles).toContain('src/features/d/d.ts -> src/features/e/index.ts');
    // Files outside a cycle are not blamed for one.
    expect(cycles.filter((c) => /features\/(a|b)\//.test(c))).toEqual([]);
  });

  it('find nothing else wrong', () => {
    expect([...violations.keys()].sort()).toEqual([
      'api-imports-no-feature',
      'feature-imports-feature-via-index',
      'no-circular',
      'page-imports-feature-via-index',
    ]);
  });
});
