import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * Argon2id at the OWASP baseline (19 MiB, 2 passes, 1 lane), 16-byte salt, 32-byte hash. About 30 ms a hash on one
 * core, so the login rate limits, not the CPU, are what stop guessing. Raising these rehashes users at next login.
 */
export const PASSWORD_HASHING = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum cannot be read under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASHING);
}

/** A hash made once, checked when the account does not exist, so a miss costs as long as a wrong password. */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy-password-that-never-matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function needsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      used.algorithm !== PASSWORD_HASHING.algorithm ||
      used.memoryCost !== PASSWORD_HASHING.memoryCost ||
      used.timeCost !== PASSWORD_HASHING.timeCost ||
      used.parallelism !== PASSWORD_HASHING.parallelism ||
      used.outputLen !== PASSWORD_HASHING.outputLen
    );
  } catch {
    return true;
  }
}
