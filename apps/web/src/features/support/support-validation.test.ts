import { MESSAGES } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_SUPPORT_FORM, validateScreenshot, validateSupportForm } from './support-validation';

const valid = {
  ...EMPTY_SUPPORT_FORM,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Audio will not render',
  description: 'The render stops at 40 percent every time.',
};

describe('support form validation (spec 001 §5)', () => {
  it('accepts a valid form', () => {
    expect(validateSupportForm(valid)).toEqual({});
  });

  it('requires names of at least two letters or spaces', () => {
    expect(validateSupportForm({ ...valid, firstName: ' ' }).firstName).toBe(MESSAGES.firstNameRequired);
    expect(validateSupportForm({ ...valid, lastName: '' }).lastName).toBe(MESSAGES.lastNameRequired);
    expect(validateSupportForm({ ...valid, firstName: 'A' }).firstName).toMatch(/at least 2 characters/);
    expect(validateSupportForm({ ...valid, firstName: 'A' }).firstName).not.toBe(MESSAGES.firstNameRequired);
    expect(validateSupportForm({ ...valid, lastName: 'O’Neil2' }).lastName).toMatch(/letters and spaces/);
    expect(validateSupportForm({ ...valid, firstName: 'Zoë Anne' }).firstName).toBeUndefined();
    expect(validateSupportForm({ ...valid, firstName: '  Ada  ' }).firstName).toBeUndefined();
  });

  it('checks the e-mail', () => {
    expect(validateSupportForm({ ...valid, email: 'ada@' }).email).toBe(MESSAGES.supportEmailInvalid);
    expect(validateSupportForm({ ...valid, email: '' }).email).toBe(MESSAGES.emailRequired);
  });

  it('bounds the subject to 5–100 characters', () => {
    expect(validateSupportForm({ ...valid, subject: 'Hey' }).subject).toBe(MESSAGES.subjectTooShort);
    expect(validateSupportForm({ ...valid, subject: 'x'.repeat(101) }).subject).toBe(MESSAGES.subjectTooLong);
    expect(validateSupportForm({ ...valid, subject: 'x'.repeat(100) }).subject).toBeUndefined();
    expect(validateSupportForm({ ...valid, subject: 'x'.repeat(5) }).subject).toBeUndefined();
  });

  it('bounds the description to 10–1000 characters', () => {
    expect(validateSupportForm({ ...valid, description: 'short' }).description).toBe(MESSAGES.descriptionTooShort);
    expect(validateSupportForm({ ...valid, description: 'x'.repeat(1001) }).description).toBe(
      MESSAGES.descriptionTooLong,
    );
    expect(validateSupportForm({ ...valid, description: 'x'.repeat(1000) }).description).toBeUndefined();
  });

  it('accepts only images under 5MB as a screenshot', () => {
    expect(validateScreenshot(null)).toBeUndefined();
    expect(validateScreenshot({ type: 'application/pdf', size: 10 })).toBe(MESSAGES.screenshotNotImage);
    expect(validateScreenshot({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe(MESSAGES.screenshotTooLarge);
    expect(validateScreenshot({ type: 'image/png', size: 5 * 1024 * 1024 - 1 })).toBeUndefined();
  });

  it('requires an issue type and a priority from the lists', () => {
    const errors = validateSupportForm({ ...valid, issueType: '', priorityLevel: '' });
    expect(errors.issueType).toBeDefined();
    expect(errors.priorityLevel).toBeDefined();
  });
});
