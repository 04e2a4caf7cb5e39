import { notFound } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import {
  findPlanWithPricing,
  findTransactionWithInvoice,
  listTransactions,
  type TransactionRow,
} from './billing.repository';
import { renderInvoicePdf } from './invoice-pdf';

type Platform = Pick<AppServices, 'db' | 'storage' | 'config' | 'log' | 'now'>;

/** A presigned invoice link is short-lived: the browser downloads it at once. */
const INVOICE_URL_SECONDS = 5 * 60;

export const INVOICE_TEXT = {
  noTransaction: 'We could not find that payment.',
  notPaid: 'There is no invoice for this payment because it was not completed.',
  ready: 'Invoice generated successfully.',
} as const;

/** Spec 001 §3 "Invoice generation result". */
export interface InvoiceResult {
  success: boolean;
  message: string;
  s3Bucket: string | null;
  s3Key: string | null;
  presignedUrl: string | null;
}

/** The payment history (UserPaymentTransactions) and invoices (GenerateInvoice), the owner's alone. */
export class InvoicesService {
  constructor(private readonly platform: Platform) {}

  async transactions(userId: number, page: number, pageSize: number) {
    const safePage = Math.max(1, Math.floor(page));
    const safeSize = Math.min(100, Math.max(1, Math.floor(pageSize)));
    const { items, total } = await listTransactions(this.platform.db, userId, safePage, safeSize);
    return { items: items.map(toTransaction), total };
  }

  /** Renders the paid transaction's invoice once, stores it, and answers a short-lived link to it. */
  async generateInvoice(userId: number, transactionId: number): Promise<InvoiceResult> {
    const { db, storage, config } = this.platform;
    const found = await findTransactionWithInvoice(db, transactionId);
    if (!found || found.transaction.userId !== userId) throw notFound(INVOICE_TEXT.noTransaction);
    const { transaction, invoice, order } = found;
    if (!invoice || transaction.transactionStatus !== 'SUCCESS') {
      return { success: false, message: INVOICE_TEXT.notPaid, s3Bucket: null, s3Key: null, presignedUrl: null };
    }
    if (!(await storage.stat(invoice.storagePath))) {
      const plan = await findPlanWithPricing(db, order.planId, order.pricingId);
      const host = new URL(config.publicUrl).hostname;
      const pdf = await renderInvoicePdf({
        number: invoice.number,
        issuedAt: invoice.createdAt,
        seller: { name: 'Podloom', address: host, email: config.mail.supportAddress },
        buyer: {
          name: order.customerName || order.customerEmail,
          email: order.customerEmail,
          phone: order.customerPhone,
        },
        planName: plan?.plan.name ?? 'Plan',
        cycle: plan?.pricing?.billingCycle ?? 'monthly',
        periodStart: order.startDate,
        periodEnd: order.endDate,
        total: transaction.amountCharged ?? order.amount,
        tax: order.taxAmount,
        credit: order.creditAmount,
        currency: order.currencyCode,
        orderId: order.id,
        paymentReference: transaction.gatewayTransactionId,
      });
      await storage.put(invoice.storagePath, pdf, { contentType: 'application/pdf' });
    }
    const presignedUrl = await storage.signedUrl(invoice.storagePath, {
      expiresInSeconds: INVOICE_URL_SECONDS,
      downloadName: `${invoice.number}.pdf`,
    });
    return {
      success: true,
      message: INVOICE_TEXT.ready,
      s3Bucket: storage.kind === 's3' ? (config.s3?.bucket ?? null) : null,
      s3Key: invoice.storagePath,
      presignedUrl,
    };
  }
}

/** Spec 001 §3 "Payment transaction". */
function toTransaction(row: TransactionRow) {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    transactionId: row.id,
    orderId: row.orderId,
    userId: row.userId,
    clientSubscriptionId: row.clientSubscriptionId,
    invoiceId: row.invoiceId,
    paymentMethodId: row.paymentMethodId,
    paymentGatewayUsed: row.paymentGatewayUsed,
    gatewayTransactionId: row.gatewayTransactionId,
    gatewayChargeId: row.gatewayChargeId,
    amountIntended: row.amountIntended,
    amountCharged: row.amountCharged,
    currencyCode: row.currencyCode,
    taxAmount: row.taxAmount,
    transactionStatus: row.transactionStatus,
    statusMessage: row.statusMessage,
    errorCode: row.errorCode,
    initiatedAt: row.initiatedAt.toISOString(),
    completedAt: iso(row.completedAt),
    refundedAt: iso(row.refundedAt),
    refundAmount: row.refundAmount,
    gatewayMetadata: row.gatewayMetadata ? JSON.stringify(row.gatewayMetadata) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    gatewayRespondedAt: iso(row.gatewayRespondedAt),
    // The file is made on request (GenerateInvoice answers a short-lived link), so no lasting URL is kept here.
    invoiceFileUrl: null,
  };
}
