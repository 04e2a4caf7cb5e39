import { PRODUCT } from '@podloom/contract';
import type { AppServices } from '../../platform/services';
import type { MailMessage } from '../../providers/mail';
import { findPlanWithPricing, findTransactionWithInvoice } from './billing.repository';
import type { InvoicesService } from './invoices.service';

type Platform = Pick<AppServices, 'db' | 'config' | 'log' | 'mailer' | 'storage'>;

export interface ReceiptContent {
  to: string;
  name: string;
  planName: string;
  cycle: string;
  total: number;
  tax: number;
  credit: number;
  currency: string;
  invoiceNumber: string;
  periodEnd: Date;
  invoicesLink: string;
}

const money = (amount: number, currency: string) => `${currency} ${amount.toFixed(2)}`;

/**
 * The buyer's receipt, mailed once a payment lands (billing.payment-received): the plan, the amount, the tax, the
 * invoice number with the invoice PDF attached, and the link to the page that lists every invoice.
 */
export class ReceiptsService {
  constructor(
    private readonly platform: Platform,
    private readonly invoices: InvoicesService,
  ) {}

  async send(payment: { userId: number; transactionId: number }): Promise<void> {
    const { db, storage, mailer, config, log } = this.platform;
    const found = await findTransactionWithInvoice(db, payment.transactionId);
    if (!found?.invoice || found.transaction.userId !== payment.userId) return;
    const { order, invoice, transaction } = found;
    if (!order.customerEmail) {
      log.warn({ orderId: order.id }, 'paid order has no e-mail address: no receipt sent');
      return;
    }
    // Renders and stores the invoice PDF when it is not there yet (the same file Manage Subscription's Invoices serve).
    await this.invoices.generateInvoice(payment.userId, payment.transactionId);
    const pdf = await storage.read(invoice.storagePath);
    const plan = await findPlanWithPricing(db, order.planId, order.pricingId);
    const message = receiptMail({
      to: order.customerEmail,
      name: order.customerName,
      planName: plan?.plan.name ?? 'your plan',
      cycle: plan?.pricing?.billingCycle === 'yearly' ? 'year' : 'month',
      total: transaction.amountCharged ?? order.amount,
      tax: order.taxAmount,
      credit: order.creditAmount,
      currency: order.currencyCode,
      invoiceNumber: invoice.number,
      periodEnd: order.endDate,
      invoicesLink: `${config.publicUrl}/managesubscription`,
    });
    await mailer.send({
      ...message,
      attachments: [{ filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
    });
    log.info({ orderId: order.id, invoice: invoice.number }, 'receipt mailed');
  }
}

export function receiptMail(receipt: ReceiptContent): MailMessage {
  const until = receipt.periodEnd.toISOString().slice(0, 10);
  const lines = [
    receipt.name && !receipt.name.includes('@') ? `Hi ${receipt.name},` : 'Hi,',
    '',
    `Thank you for your payment. Your ${receipt.planName} is active until ${until}.`,
    '',
    `Plan:          ${receipt.planName} (billed every ${receipt.cycle})`,
    ...(receipt.credit > 0 ? [`Credit:        -${money(receipt.credit, receipt.currency)} for unused days`] : []),
    `Tax included:  ${money(receipt.tax, receipt.currency)}`,
    `Amount paid:   ${money(receipt.total, receipt.currency)}`,
    `Invoice:       ${receipt.invoiceNumber} (attached as a PDF)`,
    '',
    'Every invoice is also on your Manage Subscription page, under Invoices:',
    receipt.invoicesLink,
    '',
    `— ${PRODUCT.name}`,
  ];
  return {
    to: receipt.to,
    subject: `Your ${PRODUCT.name} receipt: ${receipt.planName}, ${money(receipt.total, receipt.currency)}`,
    text: lines.join('\n'),
  };
}
