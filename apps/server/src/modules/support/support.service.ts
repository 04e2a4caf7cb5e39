import { MESSAGES, makeTicketId, SUPPORT_LIMITS, type SupportTicketInput } from '@podloom/contract';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import { findSupportTicket, insertSupportTicket } from './support.repository';
import {
  isVerifiedSender,
  lockTicketLimits,
  mayAcknowledge,
  refuseOverLimits,
  type SupportAccounts,
  type TicketPermission,
} from './ticket-guard';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);

export interface Screenshot {
  name: string;
  bytes: Buffer;
}

export interface TicketRequestInfo {
  userId: number | null;
  ip: string;
  userAgent: string;
}

export class SupportService {
  constructor(
    private readonly services: Pick<AppServices, 'db' | 'storage' | 'mailer' | 'config' | 'log'>,
    private readonly accounts: SupportAccounts,
  ) {}

  async createTicket(input: SupportTicketInput, screenshot: Screenshot | null, info: TicketRequestInfo) {
    const image = screenshot ? await checkScreenshot(screenshot) : null;
    const request = { ip: info.ip, email: input.email, userId: info.userId };
    // A flood is refused before anything is stored; the count that decides is taken again under the lock below.
    await refuseOverLimits(this.services, request);
    const verifiedSender = await isVerifiedSender(this.accounts, request);
    const ticketId = makeTicketId();
    const screenshotPath = image ? `support/${ticketId}/screenshot.${image.ext}` : null;
    if (image && screenshotPath) {
      await this.services.storage.put(screenshotPath, image.bytes, { contentType: image.mime });
    }
    let stored: { ticket: Awaited<ReturnType<typeof insertSupportTicket>>; acknowledge: boolean };
    try {
      stored = await this.services.db.transaction(async (tx) => {
        await lockTicketLimits(tx);
        await refuseOverLimits({ db: tx, log: this.services.log }, request);
        const acknowledge = await mayAcknowledge(tx, request.email);
        const metadata = { userAgent: info.userAgent, ip: info.ip, screenshotName: screenshot?.name ?? null };
        const ticket = await insertSupportTicket(tx, {
          ticketId,
          userId: info.userId,
          ...input,
          screenshotPath,
          status: 'pending',
          metadata: { ...metadata, acknowledged: acknowledge },
        });
        return { ticket, acknowledge };
      });
    } catch (error) {
      // Never leave a screenshot without its ticket, refused or failed.
      if (screenshotPath) await this.services.storage.delete(screenshotPath).catch(() => undefined);
      throw error;
    }
    const { ticket, acknowledge } = stored;
    await this.notify(ticket.ticketId, input, image, { acknowledge, verifiedSender });
    return { ticketId: ticket.ticketId, status: ticket.status, submissionDate: ticket.createdAt.toISOString() };
  }

  findTicket(ticketId: string) {
    return findSupportTicket(this.services.db, ticketId);
  }

  async ticketStatus(ticketId: string) {
    const ticket = await findSupportTicket(this.services.db, ticketId.trim().toUpperCase());
    if (!ticket) return null;
    return {
      ticketId: ticket.ticketId,
      status: ticket.status,
      submissionDate: ticket.createdAt.toISOString(),
      hasScreenshot: ticket.screenshotPath !== null,
    };
  }

  /** The ticket is stored whatever happens to the mail; a mail failure is only logged. */
  private async notify(
    ticketId: string,
    input: SupportTicketInput,
    image: CheckedImage | null,
    permission: TicketPermission,
  ) {
    const { mailer, config, log } = this.services;
    const summary = [
      `Ticket: ${ticketId}`,
      `From: ${input.firstName} ${input.lastName} <${input.email}>`,
      `Issue type: ${input.issueType}`,
      `Priority: ${input.priorityLevel}`,
      `Subject: ${input.subject}`,
      '',
      input.description,
    ].join('\n');
    try {
      await mailer.send({
        to: config.mail.supportAddress,
        replyTo: input.email,
        subject: `[${ticketId}] ${input.subject}`,
        text: summary,
        attachments: image
          ? [{ filename: `screenshot.${image.ext}`, content: image.bytes, contentType: image.mime }]
          : [],
      });
      if (!permission.acknowledge) return;
      // Anyone can name any address, so only its confirmed, logged-in owner gets their own words back; everyone
      // else gets a mail with nothing of the caller's in it, which is useless for spam.
      const text = permission.verifiedSender
        ? `Hi ${input.firstName},\n\nThanks for writing to us. Your ticket ID is ${ticketId}.\nOur support team replies within 1-2 business days.\n\n${summary}\n`
        : `Hello,\n\nWe received a help request that gave this address. Its ticket ID is ${ticketId}.\nOur support team replies within 1-2 business days.\nIf you did not write to us, you can ignore this mail.\n`;
      await mailer.send({ to: input.email, subject: `We received your request ${ticketId}`, text });
    } catch (error) {
      log.error({ err: error, ticketId }, 'support ticket mail failed');
    }
  }
}

interface CheckedImage {
  bytes: Buffer;
  mime: string;
  ext: string;
}

/** Checked by content, not by the name or the browser's claimed type (spec 001 §5). */
async function checkScreenshot(file: Screenshot): Promise<CheckedImage> {
  if (file.bytes.length >= SUPPORT_LIMITS.screenshotMaxBytes) throw badRequest(MESSAGES.screenshotTooLarge);
  const type = await fileTypeFromBuffer(file.bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw badRequest(MESSAGES.screenshotNotImage);
  return { bytes: file.bytes, mime: type.mime, ext: type.ext };
}
