import { MESSAGES, SUPPORT_LIMITS, type SupportTicketInput, supportTicketInput } from '@podloom/contract';

/**
 * The help form's rules (spec 001 §5 "Support form"): the text fields use the contract's `supportTicketInput`,
 * the same schema the server checks; the screenshot, a browser File, is checked here.
 */
export type SupportIssueType = SupportTicketInput['issueType'];
export type SupportPriority = SupportTicketInput['priorityLevel'];

export interface SupportFormValues {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  issueType: SupportIssueType | '';
  priorityLevel: SupportPriority | '';
  description: string;
  screenshot: File | null;
}

export type SupportField = keyof SupportFormValues;
export type SupportErrors = Partial<Record<SupportField, string>>;

/** The screenshot as the validator sees it: the browser's File, or its type and size in tests. */
export interface ScreenshotLike {
  type: string;
  size: number;
}

export type SupportFormInput = Omit<SupportFormValues, 'screenshot'> & { screenshot: ScreenshotLike | null };

type TextField = keyof typeof supportTicketInput.shape;
const TEXT_FIELDS = Object.keys(supportTicketInput.shape) as TextField[];

export function validateScreenshot(file: ScreenshotLike | null | undefined): string | undefined {
  if (!file) return undefined;
  if (!file.type.startsWith('image/')) return MESSAGES.screenshotNotImage;
  if (file.size >= SUPPORT_LIMITS.screenshotMaxBytes) return MESSAGES.screenshotTooLarge;
  return undefined;
}

/** One field's message, or undefined when the value is fine. */
export function validateSupportField(field: SupportField, values: SupportFormInput): string | undefined {
  if (field === 'screenshot') return validateScreenshot(values.screenshot);
  const result = supportTicketInput.shape[field].safeParse(values[field]);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function validateSupportForm(values: SupportFormInput): SupportErrors {
  const errors: SupportErrors = {};
  for (const field of [...TEXT_FIELDS, 'screenshot'] as const) {
    const message = validateSupportField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

export const EMPTY_SUPPORT_FORM: SupportFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  issueType: 'technical',
  priorityLevel: 'medium',
  description: '',
  screenshot: null,
};
