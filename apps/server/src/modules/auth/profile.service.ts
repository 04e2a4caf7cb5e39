import type { UpdateProfileInput } from '@podloom/contract';
import type { Db } from '../../platform/db/client';
import { unauthorized } from '../../platform/http/errors';
import { findUserById, type User, updateUser } from './auth.repository';

/** The profile as the `me` query shows it; e-mail and phone are read-only (spec 001 §2 Profile). */
export function profileOf(user: User) {
  return {
    id: user.id,
    email: user.email,
    given_name: user.givenName,
    family_name: user.familyName,
    phone_number: user.phoneNumber,
    country_code: user.countryCode,
  };
}

export async function getProfile(db: Db, userId: number) {
  const user = await findUserById(db, userId);
  // A valid token for an account that no longer exists is no session at all.
  if (!user) throw unauthorized();
  return profileOf(user);
}

/** A podcast's owner: id and name only, so a podcast never carries its owner's e-mail or phone. */
export async function podcastOwner(db: Db, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return { id: user.id, given_name: user.givenName, family_name: user.familyName };
}

/** Only the name changes; it arrives already split at the first space (spec 001 §4 Profile Save). */
export async function updateProfile(db: Db, userId: number, input: UpdateProfileInput) {
  const user = await updateUser(db, userId, { givenName: input.givenName, familyName: input.familyName });
  if (!user) throw unauthorized();
  return profileOf(user);
}
