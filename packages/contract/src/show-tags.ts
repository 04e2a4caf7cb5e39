import { z } from 'zod';
import { safeString } from './safe-text';

/**
 * The Podcasting 2.0 tags a show carries that apps and directories read (`podcast:locked`, `podcast:funding`,
 * `podcast:txt`) and its AI-disclosure statement, for the browser and the server alike.
 */
export const SHOW_TAG_LIMITS = {
  /** The namespace's limit for `podcast:funding`'s words and `podcast:txt`'s purpose. */
  fundingTextMax: 128,
  fundingUrlMax: 500,
  txtPurposeMax: 128,
  txtValueMax: 4000,
  txtRecordsMax: 10,
  aiDisclosureMax: 300,
} as const;

/** Every show starts with this statement, shown on its pages and at the end of each episode's description. */
export const AI_DISCLOSURE_DEFAULT = 'Voices in this show are AI-generated.';

export const SHOW_TAG_MESSAGES = {
  invalidFundingUrl: 'Please enter the support link as a web address starting with http:// or https://.',
  fundingTextTooLong: `Please keep the support link's words to ${SHOW_TAG_LIMITS.fundingTextMax} characters or fewer.`,
  fundingTextWithoutUrl: 'Please add the support link these words are for, or clear the words.',
  txtPurposeInvalid: `Please give each text record's purpose as one word (letters, digits, - or _), at most ${SHOW_TAG_LIMITS.txtPurposeMax} characters.`,
  txtValueRequired: 'Please fill in the text of each text record, or remove it.',
  txtValueTooLong: `Please keep each text record to ${SHOW_TAG_LIMITS.txtValueMax} characters or fewer.`,
  txtTooMany: `A show can carry at most ${SHOW_TAG_LIMITS.txtRecordsMax} text records.`,
  aiDisclosureTooLong: `Please keep the AI-disclosure statement to ${SHOW_TAG_LIMITS.aiDisclosureMax} characters or fewer.`,
} as const;

const WEB_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** One `<podcast:txt>` entry: free text a directory asked for (its purpose, often `verify`), stored as `txt_records`. */
export const showTxtRecord = z.object({
  purpose: safeString()
    .trim()
    .max(SHOW_TAG_LIMITS.txtPurposeMax, SHOW_TAG_MESSAGES.txtPurposeInvalid)
    .regex(/^[A-Za-z0-9_-]*$/, SHOW_TAG_MESSAGES.txtPurposeInvalid)
    .nullish()
    .transform((v) => v || null),
  value: safeString({ error: SHOW_TAG_MESSAGES.txtValueRequired })
    .trim()
    .min(1, SHOW_TAG_MESSAGES.txtValueRequired)
    .max(SHOW_TAG_LIMITS.txtValueMax, SHOW_TAG_MESSAGES.txtValueTooLong),
});
export type ShowTxtRecord = z.output<typeof showTxtRecord>;

/** The stored column: what was validated on the way in. */
export const showTxtRecords = z.array(showTxtRecord).max(SHOW_TAG_LIMITS.txtRecordsMax, SHOW_TAG_MESSAGES.txtTooMany);

/**
 * The tags part of `createShow` / `updateShow`: a field left out (or null) keeps what the show has; an empty
 * support link removes `podcast:funding`, an empty statement turns the AI disclosure off, an empty list removes
 * every text record.
 */
export const showTagsInput = z
  .object({
    locked: z.boolean().nullish(),
    fundingUrl: safeString()
      .trim()
      .max(SHOW_TAG_LIMITS.fundingUrlMax, SHOW_TAG_MESSAGES.invalidFundingUrl)
      .refine((v) => v === '' || WEB_URL.test(v), SHOW_TAG_MESSAGES.invalidFundingUrl)
      .nullish(),
    fundingText: safeString()
      .trim()
      .max(SHOW_TAG_LIMITS.fundingTextMax, SHOW_TAG_MESSAGES.fundingTextTooLong)
      .nullish(),
    txt: showTxtRecords.nullish(),
    aiDisclosure: safeString()
      .trim()
      .max(SHOW_TAG_LIMITS.aiDisclosureMax, SHOW_TAG_MESSAGES.aiDisclosureTooLong)
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.fundingUrl === '' && value.fundingText) {
      ctx.addIssue({ code: 'custom', message: SHOW_TAG_MESSAGES.fundingTextWithoutUrl, path: ['fundingText'] });
    }
  });
export type ShowTagsInput = z.input<typeof showTagsInput>;
export type ShowTags = z.output<typeof showTagsInput>;
