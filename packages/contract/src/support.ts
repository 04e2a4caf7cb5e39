import { z } from 'zod';
import { EMAIL_PATTERN } from './email';
import { MESSAGES, SUPPORT_ISSUE_TYPES, SUPPORT_LIMITS, SUPPORT_PRIORITIES } from './messages';
import { safeString } from './safe-text';

const NAME_PATTERN = /^[\p{L} ]+$/u;

const personName = (label: string) =>
  safeString({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .min(SUPPORT_LIMITS.nameMin, `${label} must be at least ${SUPPORT_LIMITS.nameMin} characters`)
    .regex(NAME_PATTERN, `${label} can only contain letters and spaces`);

/** The help-and-support form (spec 001 §5 "Support form"), validated the same way in the browser and the server. */
export const supportTicketInput = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: safeString({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .regex(EMAIL_PATTERN, MESSAGES.supportEmailInvalid),
  subject: safeString({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .min(SUPPORT_LIMITS.subjectMin, MESSAGES.subjectTooShort)
    .max(SUPPORT_LIMITS.subjectMax, MESSAGES.subjectTooLong),
  issueType: z.enum(SUPPORT_ISSUE_TYPES, { error: 'Please choose an issue type' }),
  priorityLevel: z.enum(SUPPORT_PRIORITIES, { error: 'Please choose a priority level' }),
  description: safeString({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .min(SUPPORT_LIMITS.descriptionMin, MESSAGES.descriptionTooShort)
    .max(SUPPORT_LIMITS.descriptionMax, MESSAGES.descriptionTooLong),
});
export type SupportTicketInput = z.infer<typeof supportTicketInput>;

/** `TICKET-{time}-{random}`, upper case (spec 001 §3). */
export function makeTicketId(now = Date.now(), random = Math.random()): string {
  return `TICKET-${now}-${random.toString(36).slice(2, 8)}`.toUpperCase();
}
