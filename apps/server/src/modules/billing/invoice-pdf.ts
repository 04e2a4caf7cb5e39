import { PRODUCT } from '@podloom/contract';
import PDFDocument from 'pdfkit';

/** What an invoice states: seller, buyer, plan, period, amount, tax, total, currency and its number. */
export interface InvoiceContent {
  number: string;
  issuedAt: Date;
  seller: { name: string; address: string; email: string };
  buyer: { name: string; email: string; phone: string | null };
  planName: string;
  cycle: 'monthly' | 'yearly';
  periodStart: Date;
  periodEnd: Date;
  /** The charged total; taxes are included in it (spec 001 §9). */
  total: number;
  tax: number;
  credit: number;
  currency: string;
  orderId: string;
  paymentReference: string | null;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const money = (amount: number, currency: string) => `${currency} ${amount.toFixed(2)}`;

/** Renders the invoice PDF with pdfkit's built-in Helvetica (no font files, text extractable). */
export function renderInvoicePdf(invoice: InvoiceContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Invoice ${invoice.number}`, Author: PRODUCT.name, CreationDate: invoice.issuedAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(22).text(`${PRODUCT.name} invoice`);
    doc.moveDown(0.3).font('Helvetica').fontSize(11);
    doc.text(`Invoice number: ${invoice.number}`);
    doc.text(`Date: ${day(invoice.issuedAt)}`);
    doc.text(`Order: ${invoice.orderId}`);
    if (invoice.paymentReference) doc.text(`Payment reference: ${invoice.paymentReference}`);

    const top = doc.y + 18;
    doc.font('Helvetica-Bold').text('Seller', 50, top);
    doc.font('Helvetica').text(invoice.seller.name).text(invoice.seller.address).text(invoice.seller.email);
    doc.font('Helvetica-Bold').text('Bill to', 320, top);
    doc.font('Helvetica').text(invoice.buyer.name, 320).text(invoice.buyer.email, 320);
    if (invoice.buyer.phone) doc.text(invoice.buyer.phone, 320);

    doc.x = 50;
    doc.moveDown(2);
    const subtotal = Math.round((invoice.total + invoice.credit - invoice.tax) * 100) / 100;
    const rows: Array<[string, string]> = [
      ['Plan', `${invoice.planName} (${invoice.cycle === 'yearly' ? 'billed annually' : 'billed monthly'})`],
      ['Period', `${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`],
      ['Currency', invoice.currency],
      ['Amount', money(subtotal, invoice.currency)],
      ...(invoice.credit > 0
        ? ([['Credit for unused days', `-${money(invoice.credit, invoice.currency)}`]] as Array<[string, string]>)
        : []),
      ['Tax (10%, included)', money(invoice.tax, invoice.currency)],
      ['Total', money(invoice.total, invoice.currency)],
    ];
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica').text(label, 50, y, { width: 200 });
      doc.text(value, 260, y, { width: 285, align: 'right' });
      doc.moveDown(0.4);
    }
    doc.x = 50;
    doc.moveDown(2).fontSize(9).fillColor('#444').text(`Paid in full. Thank you for choosing ${PRODUCT.name}.`);
    doc.end();
  });
}
