import { z } from 'zod';

/**
 * Text from outside is checked in one place, at the edge, so no handler can forget it. PostgreSQL cannot store a NUL
 * character in text, so one is refused with a sentence instead of failing deep in a query; a lone surrogate (half of a
 * UTF-16 pair) cannot be encoded as UTF-8, so it becomes U+FFFD, the replacement character, the way a decoder would.
 */
export const NUL_CHARACTER_MESSAGE = 'Text cannot contain a NUL character. Please remove it and try again.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function hasNulCharacter(text: string): boolean {
  return text.includes('\u0000');
}

/** The text with every lone surrogate replaced by U+FFFD (what String.prototype.toWellFormed does in ES2024). */
export function wellFormedText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * The one string schema of the contract: every string an API takes starts here (a contract test keeps it so).
 * It stays a `ZodString`, so `.trim()`, `.min()`, `.max()` and `.regex()` chain on it as on `z.string()`.
 */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((text) => !hasNulCharacter(text), { message: NUL_CHARACTER_MESSAGE, abort: true })
    .overwrite(wellFormedText);
}
