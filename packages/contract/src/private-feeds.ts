import { z } from 'zod';
import { emailAddress } from './auth';
import { safeString } from './safe-text';

/** The most listeners (revoked ones included) a private show can have. */
export const LISTENERS_PER_SHOW = 1000;

/**
 * The most feed e-mails (an added listener's or a rotated URL's) one address receives in an hour, from every show
 * together, and one show sends in an hour: a creator cannot turn the listener mail into a mail bomb. Past either,
 * the listener is still added or their URL still rotated; only the mail is left out, and the creator is told.
 */
export const LISTENER_MAILS_PER_ADDRESS_PER_HOUR = 3;
export const LISTENER_MAILS_PER_SHOW_PER_HOUR = 50;

export const SHOW_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type ShowVisibilityName = (typeof SHOW_VISIBILITIES)[number];

export const LISTENER_MESSAGES = {
  nameRequired: "Please enter the listener's name.",
  nameTooLong: "The listener's name is too long (at most 100 characters).",
  notFound: 'We could not find that listener.',
  duplicate: 'This show already has a listener with that e-mail.',
  tooMany: `A show can have at most ${LISTENERS_PER_SHOW} listeners.`,
  revoked: "This listener's access was revoked. Add them again to give them a new feed.",
  mailLimitAddress: `We did not e-mail the feed URL: that address was already sent ${LISTENER_MAILS_PER_ADDRESS_PER_HOUR} feed e-mails in the last hour. Copy the URL and send it yourself, or try again later.`,
  mailLimitShow: `We did not e-mail the feed URL: this show already sent ${LISTENER_MAILS_PER_SHOW_PER_HOUR} listener e-mails in the last hour. Copy the URL and send it yourself, or try again later.`,
  mailFailed: 'We could not e-mail the feed URL just now. Copy the URL and send it yourself.',
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
