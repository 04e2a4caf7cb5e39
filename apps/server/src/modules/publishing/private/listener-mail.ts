import { PRODUCT } from '@podloom/contract';
import type { MailMessage } from '../../../providers/mail/mail';

/** The mail that hands a listener their personal feed URL (again, after a rotation). */
export function listenerMail(input: {
  to: string;
  name: string;
  showTitle: string;
  feedUrl: string;
  rotated: boolean;
}): MailMessage {
  const { to, name, feedUrl, rotated } = input;
  const showTitle = input.showTitle.replace(/[\r\n]+/g, ' ');
  const opening = rotated
    ? `The address of your personal feed of "${showTitle}" has changed. The old one no longer works.`
    : `You have been given access to "${showTitle}", a private podcast.`;
  const text = [
    `Hi ${name},`,
    '',
    opening,
    '',
    'Add this address to your podcast app (look for "Add by URL" or "Follow a show by URL"):',
    '',
    feedUrl,
    '',
    'The address is yours alone: please do not share it.',
    '',
    `— ${PRODUCT.name}`,
  ].join('\n');
  return {
    to,
    subject: rotated ? `Your new feed address for ${showTitle}` : `Your private feed for ${showTitle}`,
    text,
  };
}
