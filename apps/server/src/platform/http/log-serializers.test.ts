import { describe, expect, it } from 'vitest';
import { serializeError } from './log-serializers';

/** The shape of drizzle-orm's DrizzleQueryError, whose message lists the query's values. */
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    override readonly cause?: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params}`);
  }
}

describe('serializeError', () => {
  it('keeps the SQL and the cause but none of the values a failed query was given', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      detail: 'Key (email)=(owner@example.com) already exists.',
      constraint: 'users_email_unique',
    });
    const error = new DrizzleQueryError('insert into "users" values ($1, $2)', ['owner@example.com', hash], cause);
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('owner@example.com');
    expect(text).not.toContain('$argon2id$');
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" values ($1, $2)',
      query: 'insert into "users" values ($1, $2)',
      cause: { code: '23505', constraint: 'users_email_unique' },
    });
    expect(serialized.stack).toContain('log-serializers.test.ts');
  });

  it('serializes ordinary errors as pino would', () => {
    const serialized = serializeError(Object.assign(new TypeError('boom'), { statusCode: 500 }));
    expect(serialized).toMatchObject({ type: 'TypeError', message: 'boom', statusCode: 500 });
    expect(serializeError('plain')).toMatchObject({ type: 'string', message: 'plain' });
  });
});
