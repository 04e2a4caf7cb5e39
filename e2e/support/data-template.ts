import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `DATA_DIR` of a built server that started once and stopped: each file's server starts from a copy. */
    e2eDataTemplate: string;
  }
}

/**
 * Vitest's global set-up for the browser suite: starts the built server once on an empty `DATA_DIR`, where it
 * creates, migrates and seeds its embedded database and writes its secrets, then stops it. Each file's server starts
 * from a copy of that folder, as any install does after its first start: about 4 s a file instead of 8 s. The seed and
 * the voice catalogue run again on every start, with that file's own environment.
 */
export default async function setup(project: TestProject) {
  const server = await startServer();
  await server.stop({ keepData: true });
  project.provide('e2eDataTemplate', server.dataDir);
  return async () => {
    await rm(server.dataDir, { recursive: true, force: true });
  };
}
