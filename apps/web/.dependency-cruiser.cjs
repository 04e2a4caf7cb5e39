/**
 * The web app's import boundaries (issue 9), checked by `npm run lint:deps:web` and tested by
 * src/dependency-rules.test.ts. A feature's public surface is its index.ts: other features, pages and the app shell
 * import only that, so a feature's files can change without breaking anyone else. Paths are relative to apps/web.
 */
const path = require('node:path');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle ties files (and through index.ts whole features) into one knot: break it.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'feature-imports-feature-via-index',
      severity: 'error',
      comment: "A feature imports another feature only through that feature's index.ts, never its internals.",
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'page-imports-feature-via-index',
      severity: 'error',
      comment: "Pages (and the app shell) compose features through each feature's index.ts only.",
      from: { path: '^src/(pages|app)/|^src/main\\.tsx$' },
      to: { path: '^src/features/[^/]+/', pathNot: '^src/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'api-imports-no-feature',
      severity: 'error',
      comment: 'The API client sits below every feature and page: it may not import them (that made api <-> session).',
      from: { path: '^src/api/' },
      to: { path: '^src/(features|pages)/' },
    },
  ],
  options: {
    baseDir: __dirname,
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle through types is still two files that must change together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
