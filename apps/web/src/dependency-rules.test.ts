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
  // The shared building blocks: one reaches up into a feature, one into the shell, one into the API client.
  'src/ui/toast.ts': 'export const toast = 1;',
  'src/ui/uses-feature.ts': "import { b } from '../features/b';\nexport const usesFeature = b;",
  'src/ui/uses-shell.ts': "import { shell } from '../app/shell';\nexport const usesShell = shell;",
  'src/ui/uses-api.ts': "import { notice } from '../api/notice';\nexport const usesApi = notice;",
  // The API client may use ui/ (a toast when a session ends), but not the shell.
  'src/api/notice.ts': "import { toast } from '../ui/toast';\nexport const notice = toast;",
  'src/api/uses-shell.ts': "import { shellTheme } from '../app/theme';\nexport const apiShell = shellTheme;",
  // A feature and a page that reach up into the shell; the shell and main.tsx may import it.
  'src/app/theme.ts': 'export const shellTheme = 1;',
  'src/app/layout.ts':
    "import { shellTheme } from './theme';\nimport { toast } from '../ui/toast';\nexport const layout = shellTheme + toast;",
  'src/features/f/index.ts': "import { shellTheme } from '../../app/theme';\nexport const f = shellTheme;",
  'src/pages/p/p-page.ts': "import { layout } from '../../app/layout';\nexport const p = layout;",
  'src/main.tsx': "import { layout } from './app/layout';\nexport const main = layout;",
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

  it('refuse ui/ importing a feature, a page, the API client or the shell', () => {
    expect(violations.get('ui-imports-no-feature-page-or-app')).toEqual([
      'src/ui/uses-api.ts -> src/api/notice.ts',
      'src/ui/uses-feature.ts -> src/features/b/index.ts',
      'src/ui/uses-shell.ts -> src/app/shell.ts',
    ]);
  });

  it('refuse anything but the shell and main.tsx importing the shell: no import runs back up', () => {
    expect(violations.get('nothing-imports-the-app-shell')).toEqual([
      'src/api/uses-shell.ts -> src/app/theme.ts',
      'src/features/f/index.ts -> src/app/theme.ts',
      'src/pages/p/p-page.ts -> src/app/layout.ts',
      'src/ui/uses-shell.ts -> src/app/shell.ts',
    ]);
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
      'nothing-imports-the-app-shell',
      'page-imports-feature-via-index',
      'ui-imports-no-feature-page-or-app',
    ]);
  });
});
