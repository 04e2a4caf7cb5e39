import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginInput, signupInput, updateProfileInput } from './auth';
import { scriptRequestInput } from './generation';
import { NUL_CHARACTER_MESSAGE, safeString, wellFormedText } from './safe-text';
import { supportTicketInput } from './support';

describe('safeString', () => {
  it('refuses a NUL character with a sentence', () => {
    const result = safeString().safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
  });

  it('replaces lone surrogates and keeps real pairs', () => {
    expect(wellFormedText('a\ud800b\udc00c')).toBe('a\ufffdb\ufffdc');
    expect(wellFormedText('x\ud800')).toBe('x\ufffd');
    expect(wellFormedText('🎙️ ok')).toBe('🎙️ ok');
    expect(safeString().trim().max(3).parse(' \udc00ab ')).toBe('\ufffdab');
  });

  it('guards every schema an API takes: the NUL sentence comes first', () => {
    const nul = 'a\u0000@x.com';
    const cases: Array<
      [string, { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, unknown]
    > = [
      ['login', loginInput, { username: nul, password: 'Passw0rd!' }],
      ['signup', signupInput, { email: 'a@x.com', given_name: 'A\u0000', family_name: 'B', password: 'Passw0rd!' }],
      ['profile', updateProfileInput, { name: 'A\u0000' }],
      ['script', scriptRequestInput, { topic: 'T\u0000', host: 'H' }],
      ['support', supportTicketInput, { firstName: 'Ab\u0000' }],
    ];
    for (const [name, schema, input] of cases) {
      const result = schema.safeParse(input);
      expect(result.success, name).toBe(false);
      expect(result.error?.issues[0]?.message, name).toBe(NUL_CHARACTER_MESSAGE);
    }
  });

  it('is the only way the contract builds a string schema', () => {
    const dir = import.meta.dirname;
    const offenders = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'safe-text.ts')
      .flatMap((file) => {
        const source = readFileSync(path.join(dir, file), 'utf8');
        return /\bz\s*\.\s*(string|email|url|uuid|coerce\s*\.\s*string)\s*\(/.test(source) ? [file] : [];
      });
    expect(offenders).toEqual([]);
  });
});
