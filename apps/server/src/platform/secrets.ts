import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

export interface Secrets {
  /** Signs access tokens. */
  jwtSecret: Uint8Array;
  /** Signs file URLs; derived, so one secret is all an operator keeps. */
  fileSigningSecret: Buffer;
  /** Salts hashed listener identities and codes. */
  hashingSalt: Buffer;
}

/**
 * Embedded mode generates the JWT secret once and keeps it in DATA_DIR (DESIGN §3), so tokens survive a
 * restart; production must set JWT_SECRET (enforced by config.ts).
 */
export async function resolveSecrets(config: Config): Promise<Secrets> {
  const master = config.jwtSecret ?? (await readOrCreateSecret(path.join(config.dataDir, 'secrets', 'jwt-secret')));
  const derive = (purpose: string) => createHmac('sha256', master).update(purpose).digest();
  return {
    jwtSecret: new TextEncoder().encode(master),
    fileSigningSecret: derive('podloom:file-urls'),
    hashingSalt: derive('podloom:hashing'),
  };
}

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' refuses to overwrite: when two processes race, the loser reads the winner's secret.
  try {
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
