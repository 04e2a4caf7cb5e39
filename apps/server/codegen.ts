import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types every resolver from the committed schema (`npm run codegen -w apps/server`), so a module's resolver map is
 * checked against the schema it serves: argument shapes, return shapes and the context. The generated file is
 * committed, and `npm run lint` runs `codegen:check`, which fails when it no longer matches this config's output.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'src/platform/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context-type#GraphQLContext',
        useTypeImports: true,
        // Resolvers hand out constant lists (Apple categories, unavailable figures): outputs need not be mutable.
        immutableTypes: true,
        enumsAsTypes: true,
        // Resolvers return plain objects; __typename is added by the executor, never by our code.
        avoidOptionals: false,
        // Uploads arrive as the Fetch API's File (graphql-yoga's multipart handling).
        scalars: { File: 'File' },
        // A type another module extends is handed out without the fields that module resolves.
        mappers: { Podcast: "Omit<{T}, 'user' | 'sources'>" },
      },
    },
  },
};

export default config;
