import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_CODE_LENGTH } from '@podloom/contract';

/** Codes live 15 minutes and allow 5 tries (DESIGN §5). */
export const AUTH_CODE_TTL_MS = 15 * 60 * 1000;
export const AUTH_CODE_MAX_ATTEMPTS = 5;

/** `delete` confirms Delete my account for an account without a password (Google sign-in only). */
export type AuthCodePurpose = 'confirm' | 'reset' | 'delete';

export function generateCode(): string {
  return String(randomInt(0, 10 ** AUTH_CODE_LENGTH)).padStart(AUTH_CODE_LENGTH, '0');
}

/**
 * A six-digit code has a million values, so a plain digest would fall to a table; keyed with the server's hashing
 * secret and bound to the user and purpose, a leaked row is useless on its own.
 */
export function hashCode(secret: Buffer, userId: number, purpose: AuthCodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code.trim()}`).digest('base64url');
}

export function codeMatches(expectedHash: string, actualHash: string): boolean {
  const a = Buffer.from(expectedHash);
  const b = Buffer.from(actualHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
