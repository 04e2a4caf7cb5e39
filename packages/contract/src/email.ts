/**
 * An e-mail address we can really send to: a dot-atom local part and a domain of letter/digit/hyphen labels ending
 * in a TLD of letters (RFC 5322 / 5321, ASCII: an internationalised address needs SMTPUTF8, which many relays
 * refuse). Looser patterns let through addresses such as `owner@example.com'` that the mail server then refuses,
 * turning a typo into a failed sign-up. One pattern for every form that takes an address.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);
