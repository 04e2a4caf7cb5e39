import { randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/db/client';
import type { AppServices } from '../../../platform/services';
import { subscriptionReader } from '../../billing';
import { insertUser, type NewUser, type User } from '../auth.repository';
import { hashPassword } from '../passwords';
import { type IssuedSession, SessionService } from '../sessions';

/** Small factories with defaults and overrides (STYLE §9); every call makes a new, unique row. */

export const DEFAULT_PASSWORD = 'Passw0rd!';

let sequence = 0;

/** Unique across test files and across runs, so counters kept in Redis never see the same e-mail twice. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(4).toString('hex')}@example.com`;
}

export interface UserOverrides extends Partial<Omit<NewUser, 'passwordHash'>> {
  /** The plain password to hash; null for an account without one (Google only). */
  password?: string | null;
}

/** A confirmed user with the default password, unless told otherwise. */
export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<User & { password: string | null }> {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const user = await insertUser(db, {
    email: uniqueEmail(),
    givenName: 'Test',
    familyName: 'User',
    confirmedAt: new Date(),
    ...fields,
    passwordHash: password === null ? null : await hashPassword(password),
  });
  if (!user) throw new Error('createUser: the e-mail is already taken');
  return { ...user, password };
}

/** A signed-in session (access and refresh token) for a user, as a login would start it. */
export function createSession(
  services: Pick<AppServices, 'db' | 'tokens'> & Partial<Pick<AppServices, 'now'>>,
  user: User,
): Promise<IssuedSession> {
  const billing = subscriptionReader({ db: services.db, now: services.now ?? Date.now });
  return new SessionService(services.db, services.tokens, billing).start(user);
}
