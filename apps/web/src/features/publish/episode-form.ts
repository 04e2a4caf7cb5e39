import { type EpisodeForm, type EpisodeFormInput, episodeFormInput, MESSAGES, publishUserId } from '@podloom/contract';
import { firstErrorByField } from './form-errors';

export type EpisodeField = 'title' | 'description' | 'itunesSeason' | 'itunesEpisode';
export type EpisodeFieldErrors = Partial<Record<EpisodeField, string>>;

export type EpisodeValidation = { ok: true; episode: EpisodeForm } | { ok: false; errors: EpisodeFieldErrors };

/** Spec 000 §5 "Publish": title and description required, under 200 and 4000 characters. */
export function validateEpisodeForm(values: EpisodeFormInput): EpisodeValidation {
  const parsed = episodeFormInput.safeParse(values);
  if (parsed.success) return { ok: true, episode: parsed.data };
  return { ok: false, errors: firstErrorByField<EpisodeField>(parsed.error) };
}

/** Spec 000 §5: the user id from the token must be an integer ('Invalid user ID. Please log in again.'). */
export function validUserId(userId: unknown): number | null {
  if (userId === null || userId === undefined || userId === '') return null;
  const parsed = publishUserId.safeParse(userId);
  return parsed.success ? parsed.data : null;
}

export const INVALID_USER_ID = MESSAGES.invalidUserId;
