import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, ConfigError } from '../config';

export interface Secrets {
  /** Signs access tokens. */
  jwtSecret: Uint8Array;
  /** Signs file URLs; derived, so one secret is all an operator keeps. */
  fileSigningSecret: Buffer;
  /** Salts hashed listener identities and codes. */
  hashingSalt: Buffer;
  /** Keys the hashes that stand for client addresses, e-mails and accounts in the rate limits' counter names. */
  counterKeySecret: Buffer;
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
    counterKeySecret: derive('podloom:counter-keys'),
  };
}

/** The shortest secret accepted: HS256 wants at least 256 bits, and 32 characters is what JWT_SECRET requires too. */
const MIN_SECRET_LENGTH = 32;

function shortSecret(file: string): ConfigError {
  return new ConfigError(
    `The secret file ${file} is empty or shorter than ${MIN_SECRET_LENGTH} characters. ` +
      `Put a secret of at least ${MIN_SECRET_LENGTH} characters in it, or delete it to have one generated.`,
  );
}

/** An existing secret file must hold a real secret: an empty or short one is refused, never used or replaced. */
async function readExisting(file: string): Promise<string | null> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length < MIN_SECRET_LENGTH) throw shortSecret(file);
    return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function readOrCreateSecret(file: string): Promise<string> {
  const existing = await readExisting(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' refuses to overwrite: when two processes race, the loser reads the winner's secret.
  try {
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // The winner creates the file and then writes it: give it a moment before calling its secret short.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const written = (await readFile(file, 'utf8')).trim();
      if (written.length >= MIN_SECRET_LENGTH) return written;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw shortSecret(file);
  }
}
