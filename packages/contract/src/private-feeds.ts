import { z } from 'zod';
import { emailAddress } from './auth';
import { safeString } from './safe-text';

/** The most listeners (revoked ones included) a private show can have. */
export const LISTENERS_PER_SHOW = 1000;

export const SHOW_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type ShowVisibilityName = (typeof SHOW_VISIBILITIES)[number];

export const LISTENER_MESSAGES = {
  nameRequired: "Please enter the listener's name.",
  nameTooLong: "The listener's name is too long (at most 100 characters).",
  notFound: 'We could not find that listener.',
  duplicate: 'This show already has a listener with that e-mail.',
  tooMany: `A show can have at most ${LISTENERS_PER_SHOW} listeners.`,
  revoked: "This listener's access was revoked. Add them again to give them a new feed.",
} as const;

/** `addListener`: who gets a personal feed of a private show. */
export const listenerInput = z.object({
  name: safeString({ error: LISTENER_MESSAGES.nameRequired })
    .trim()
    .min(1, LISTENER_MESSAGES.nameRequired)
    .max(100, LISTENER_MESSAGES.nameTooLong),
  email: emailAddress,
});
export type ListenerInput = z.infer<typeof listenerInput>;
