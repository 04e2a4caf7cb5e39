/**
 * The server's architecture rules (docs/architecture.md), checked by `npm run lint` (scripts: `lint:deps`).
 * apps/server/src/architecture.test.ts runs these same rules on fixture files to show that each one can fail.
 */
const MODULES = '^apps/server/src/modules';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file-level import cycles in apps/ and packages/ (type-only imports count too).',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'module-public-surface',
      severity: 'error',
      comment:
        "A server module imports another module only through its index.ts (a table's *.schema.ts may reference " +
        "another module's table for a foreign key: see module-schema-fk-only).",
      from: { path: `${MODULES}/([^/]+)/`, pathNot: ['\\.schema\\.ts$', '\\.test\\.ts$', '/testing/'] },
      to: {
        path: `${MODULES}/[^/]+/`,
        pathNot: [`${MODULES}/$1/`, `${MODULES}/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'module-tests-use-public-kits',
      severity: 'error',
      comment: "A module's tests and test kit use another module through its index.ts or its testing/ kit only.",
      from: { path: `${MODULES}/([^/]+)/.*(\\.test\\.ts$|/testing/)` },
      to: {
        path: `${MODULES}/[^/]+/`,
        pathNot: [`${MODULES}/$1/`, `${MODULES}/[^/]+/index\\.ts$`, `${MODULES}/[^/]+/testing/`],
      },
    },
    {
      name: 'module-schema-fk-only',
      severity: 'error',
      comment: "A module's *.schema.ts may reach another module only for that module's table (*.schema.ts).",
      from: { path: `${MODULES}/([^/]+)/.+\\.schema\\.ts$` },
      to: {
        path: `${MODULES}/[^/]+/`,
        pathNot: [`${MODULES}/$1/`, `${MODULES}/[^/]+/index\\.ts$`, '\\.schema\\.ts$'],
      },
    },
    {
      name: 'runs-knows-no-job-kind',
      severity: 'error',
      comment:
        'runs owns jobs of every kind and sits below their owners: the owners register their handlers with it, ' +
        'so it never imports generation, audio or editor.',
      from: { path: `${MODULES}/runs/` },
      to: { path: `${MODULES}/(generation|audio|editor)/` },
    },
    {
      name: 'job-kinds-use-runs',
      severity: 'error',
      comment:
        "audio and editor start and handle their jobs through runs; generation is script writing, not jobs' " +
        'plumbing, and neither of them imports it.',
      from: { path: `${MODULES}/(audio|editor)/` },
      to: { path: `${MODULES}/generation/` },
    },
    {
      name: 'platform-knows-no-module',
      severity: 'error',
      comment: 'platform/ is below the modules: it may not import any of them.',
      from: { path: '^apps/server/src/platform/' },
      to: { path: `${MODULES}/` },
    },
    {
      name: 'providers-know-no-http-or-module',
      severity: 'error',
      comment:
        'providers/ throw their own errors; status codes and sentences are chosen at the edge. (Integration tests ' +
        'of a provider may drive it through a module.)',
      from: { path: '^apps/server/src/providers/', pathNot: '\\.test\\.ts$' },
      to: { path: ['^apps/server/src/platform/http/', `${MODULES}/`] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
