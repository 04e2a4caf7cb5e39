import type { SessionUser } from '../../api/session/session-store';

/**
 * Spec 000 §2 "Profile menu": initials from given and family name; otherwise the first letter of the
 * given name; otherwise of the e-mail; otherwise '?'.
 */
export function initialsOf(user: Partial<SessionUser> | null | undefined): string {
  const first = (text: string | null | undefined) => (text?.trim() ?? '').charAt(0).toUpperCase();
  const given = first(user?.given_name);
  const family = first(user?.family_name);
  if (given && family) return `${given}${family}`;
  if (given) return given;
  return first(user?.email) || '?';
}
