import { randomUUID } from 'node:crypto';
import { API_BASE } from '@podloom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { insertRefreshToken, replaceAuthCode } from './auth.repository';
import { authCodes, refreshTokens } from './auth.schema';
import { CREDENTIAL_SWEEP, sweepExpiredCredentials } from './credential-sweep';
import { createSession, createUser } from './testing/factories';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const DAY = 24 * 60 * 60 * 1000;

describe('expired sign-in codes and refresh tokens', () => {
  it('are deleted a day after they expire, while what can still be used stays and sessions go on', async () => {
    const user = await createUser(t.services.db);
    const session = await createSession(t.services, user);
    const ago = (ms: number) => new Date(Date.now() - ms);
    const code = (expiresAt: Date) =>
      replaceAuthCode(t.services.db, { userId: user.id, purpose: 'reset', codeHash: randomUUID(), expiresAt });
    const token = (expiresAt: Date) =>
      insertRefreshToken(t.services.db, {
        userId: user.id,
        familyId: randomUUID(),
        tokenHash: randomUUID(),
        expiresAt,
      });
    const oldCode = await code(ago(2 * DAY));
    const recentCode = await code(ago(CREDENTIAL_SWEEP.graceMs / 2));
    const oldToken = await token(ago(2 * DAY));
    const recentToken = await token(ago(CREDENTIAL_SWEEP.graceMs / 2));

    expect(await sweepExpiredCredentials(t.services)).toEqual({ codes: 1, tokens: 1 });
    const codes = await t.services.db.select().from(authCodes).where(eq(authCodes.userId, user.id));
    expect(codes.map((row) => row.id)).toEqual([recentCode.id]);
    const tokens = await t.services.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    // The session's own token, and the one that expired less than a day ago.
    expect(tokens).toHaveLength(2);
    expect(tokens.map((row) => row.id)).toContain(recentToken.id);
    expect(tokens.map((row) => row.id)).not.toContain(oldToken.id);
    expect(codes.map((row) => row.id)).not.toContain(oldCode.id);

    // The signed-in session is untouched, and a second sweep finds nothing.
    const me = await fetch(`${t.url}${API_BASE}/storage`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.status).toBe(200);
    expect(await sweepExpiredCredentials(t.services)).toEqual({ codes: 0, tokens: 0 });
  });
});
