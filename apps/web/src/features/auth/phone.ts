import { MESSAGES, normalizePhoneInput, PHONE_EXAMPLE, PHONE_MAX_DIGITS, parsePhone } from '@podloom/contract';

/** Spec 001 §9: India is the default country; the picker lists India, the US and the UK first. */
export const DEFAULT_PHONE_COUNTRY = 'in';
export const PREFERRED_PHONE_COUNTRIES = ['in', 'us', 'gb'];
export const DEFAULT_DIAL_CODE = '91';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Spec 001 §5 "Phone input" while typing: strip everything but digits and plus signs, collapse leading plus signs,
 * add a plus. Returns null for an edit to refuse: more than 15 digits unless long numbers are enabled.
 */
export function acceptPhoneInput(raw: string, options: { enableLongNumbers?: boolean } = {}): string | null {
  const normalized = normalizePhoneInput(raw);
  if (!options.enableLongNumbers && digitsOf(normalized).length > PHONE_MAX_DIGITS) return null;
  return normalized;
}

/** The picker always shows the country's calling code; a field holding only that code is an empty phone. */
export function isPhoneEmpty(phone: string, dialCode: string): boolean {
  const digits = digitsOf(phone);
  return digits === '' || digits === digitsOf(dialCode);
}

/**
 * Spec 001 §5: the phone is optional but, if filled, must be a valid number in international format; where it is
 * required, empty gives 'Phone number is required'. Checked as the server checks it (parsePhone).
 */
export function validatePhone(
  phone: string,
  dialCode: string,
  options: { required?: boolean } = {},
): string | undefined {
  if (isPhoneEmpty(phone, dialCode)) return options.required ? MESSAGES.phoneRequired : undefined;
  return parsePhone(phone) ? undefined : MESSAGES.invalidPhone(PHONE_EXAMPLE);
}

/**
 * Spec 001 §3: `phone_number` in international format and `custom:country_code` with a plus, only when a phone is
 * given. Both come from the number itself, so a number typed with another country's code is sent as that country's.
 */
export function phoneFields(
  phone: string,
  dialCode: string,
): { phone_number?: string; 'custom:country_code'?: string } {
  if (isPhoneEmpty(phone, dialCode)) return {};
  const parsed = parsePhone(phone);
  if (!parsed) return {};
  return { phone_number: parsed.phoneNumber, 'custom:country_code': parsed.countryCode };
}
