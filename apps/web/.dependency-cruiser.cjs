/**
 * The web app's import boundaries, checked by `npm run lint:deps:web` and tested by src/dependency-rules.test.ts.
 * The layers, top to bottom: app/ (the shell: router, providers, layouts, guards) -> pages/ -> features/ -> ui/
 * (toasts, busy button, theme, a11y helpers, announcer) and api/ (the server client). Arrows only point down.
 * A feature's public surface is its index.ts: other features, pages and the app shell import only that, so a
 * feature's files can change without breaking anyone else. Paths are relative to apps/web.
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
    {
      name: 'ui-imports-no-feature-page-or-app',
      severity: 'error',
      comment:
        'ui/ holds the building blocks every screen shares (toasts, busy button, theme, a11y, announcer): it sits below ' +
        'features, pages, the API client and the shell, so it may import none of them.',
      from: { path: '^src/ui/' },
      to: { path: '^src/(features|pages|app|api)/' },
    },
    {
      name: 'nothing-imports-the-app-shell',
      severity: 'error',
      comment:
        'app/ is the shell on top (router, providers, layouts, guards): features, pages, ui/ and api/ may not import ' +
        'it. Only main.tsx mounts it. Something they all need belongs in ui/.',
      from: { path: '^src/', pathNot: '^src/(app/|main\\.tsx$)' },
      to: { path: '^src/app/' },
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
