import type { UpdateProfileInput } from '@podloom/contract';
import type { Db } from '../../platform/db/client';
import { unauthorized } from '../../platform/http/errors';
import { findUserById, type User, updateUser } from './auth.repository';

/** The profile as the `me` query shows it; e-mail and phone are read-only (spec 001 §2 Profile, Company sign-up). */
export function profileOf(user: User) {
  return {
    id: user.id,
    email: user.email,
    given_name: user.givenName,
    family_name: user.familyName,
    phone_number: user.phoneNumber,
    country_code: user.countryCode,
    accountType: user.accountType,
    companyName: user.companyName,
    designation: user.designation,
    country: user.country,
    state: user.state,
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

/**
 * The name, already split at the first space (spec 001 §4 Profile Save), and the company details when sent; e-mail
 * and phone never change here.
 */
export async function updateProfile(db: Db, userId: number, input: UpdateProfileInput) {
  const company = 'company' in input ? { ...input.company, isCompany: input.company.accountType === 'company' } : {};
  const user = await updateUser(db, userId, { givenName: input.givenName, familyName: input.familyName, ...company });
  if (!user) throw unauthorized();
  return profileOf(user);
}
