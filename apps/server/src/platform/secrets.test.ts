import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { resolveSecrets } from './secrets';

let dataDir: string;
const secretFile = () => path.join(dataDir, 'secrets', 'jwt-secret');
const config = () => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', JWT_SECRET: '' });

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-secrets-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('the generated secret in DATA_DIR/secrets', () => {
  it('is generated once and read back on the next start', async () => {
    const first = await resolveSecrets(config());
    const stored = (await readFile(secretFile(), 'utf8')).trim();
    expect(stored.length).toBeGreaterThanOrEqual(32);
    expect((await resolveSecrets(config())).jwtSecret).toEqual(first.jwtSecret);
  });

  it.each([
    ['empty', ''],
    ['too short', 'too-short-secret\n'],
  ])('refuses to start with a secret file that is %s, saying what to do', async (_, content) => {
    await mkdir(path.dirname(secretFile()), { recursive: true });
    await writeFile(secretFile(), content);
    const error = await resolveSecrets(config()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      `The secret file ${secretFile()} is empty or shorter than 32 characters. Put a secret of at least 32 characters in it, or delete it to have one generated.`,
    );
    // The file is left as it was: replacing it would silently end every session.
    expect(await readFile(secretFile(), 'utf8')).toBe(content);
  });
});
