import { PRODUCT } from '@podloom/contract';
import type { MailMessage } from '../../providers/mail/mail';
import { AUTH_CODE_TTL_MS, type AuthCodePurpose } from './codes';

const MINUTES = AUTH_CODE_TTL_MS / 60_000;

/** The mail that carries a confirmation or reset code; the code is on a line of its own so it is easy to copy. */
export function authCodeMail(to: string, givenName: string, purpose: AuthCodePurpose, code: string): MailMessage {
  const greeting = givenName ? `Hi ${givenName},` : 'Hi,';
  if (purpose === 'confirm') {
    return {
      to,
      subject: `Your ${PRODUCT.name} confirmation code`,
      text: [
        greeting,
        '',
        `Welcome to ${PRODUCT.name}! Enter this code to confirm your account:`,
        '',
        code,
        '',
        `The code expires in ${MINUTES} minutes. If you did not sign up, you can ignore this e-mail.`,
        '',
      ].join('\n'),
    };
  }
  if (purpose === 'delete') {
    return {
      to,
      subject: `Your ${PRODUCT.name} account deletion code`,
      text: [
        greeting,
        '',
        `Enter this code on your profile page to delete your ${PRODUCT.name} account for good:`,
        '',
        code,
        '',
        `The code expires in ${MINUTES} minutes. If you did not ask to delete your account, ignore this e-mail: your`,
        'account stays as it is.',
        '',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Your ${PRODUCT.name} password reset code`,
    text: [
      greeting,
      '',
      'Enter this code to choose a new password:',
      '',
      code,
      '',
      `The code expires in ${MINUTES} minutes. If you did not ask to reset your password, you can ignore this e-mail;`,
      'your password stays as it is.',
      '',
    ].join('\n'),
  };
}
