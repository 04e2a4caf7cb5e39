import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types every GraphQL operation the browser sends from the committed server schema (`npm run codegen`). Operations
 * are written with `graphql(...)` from `src/api/gql`; the generated folder is committed, and `npm run lint` runs
 * `codegen:check`, which fails when it no longer matches what this config would write from the schema and documents.
 */
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/api/gql/**', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: false,
  generates: {
    'src/api/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Plain strings on the wire: our fetch client sends the text, no GraphQL runtime in the bundle.
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        scalars: { File: { input: 'File | Blob', output: 'never' } },
      },
    },
  },
};

export default config;
