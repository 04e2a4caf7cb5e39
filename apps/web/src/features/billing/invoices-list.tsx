import { DownloadOutlined } from '@ant-design/icons';
import { Pagination } from 'antd';
import { useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { downloadLink } from '../export';
import { formatMoney } from './billing-summary';
import { downloadInvoice } from './invoice-download';
import { generateInvoice, type PaymentTransactionRow, TRANSACTIONS_PAGE_SIZE } from './subscription-api';
import { formatDay, SUBSCRIPTION_MESSAGES } from './subscription-text';

const STATUS_LABEL: Record<string, string> = { SUCCESS: 'Paid', FAILED: 'Failed', PENDING: 'Pending' };

export interface InvoicesListProps {
  items: readonly PaymentTransactionRow[];
  total: number;
  page: number;
  onPage: (page: number) => void;
}

/** Spec 001 §2: the caller's payments, newest first, each with a download icon for its invoice. */
export function InvoicesList({ items, total, page, onPage }: InvoicesListProps) {
  const [busy, setBusy] = useState<number | null>(null);
  const download = async (row: PaymentTransactionRow) => {
    setBusy(row.transactionId);
    try {
      await downloadInvoice(String(row.transactionId), {
        generate: generateInvoice,
        download: downloadLink,
        notify: toast,
      });
    } finally {
      setBusy(null);
    }
  };

  if (items.length === 0) {
    return (
      <div className="pl-subscription__empty">
        <p className="pl-subscription__empty-title">{SUBSCRIPTION_MESSAGES.noInvoices}</p>
        <p className="pl-billing__muted">{SUBSCRIPTION_MESSAGES.noInvoicesHint}</p>
      </div>
    );
  }
  return (
    <>
      <table className="pl-invoices">
        <caption className="pl-visually-hidden">Your payments and their invoices</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Order</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Invoice</th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row.transactionId}>
              <td>{formatDay(row.completedAt ?? row.initiatedAt ?? row.createdAt) ?? '—'}</td>
              <td className="pl-invoices__order">{row.orderId}</td>
              <td>{formatMoney(row.amountCharged ?? row.amountIntended, row.currencyCode)}</td>
              <td>{STATUS_LABEL[row.transactionStatus] ?? row.transactionStatus}</td>
              <td>
                <BusyButton
                  type="text"
                  icon={<DownloadOutlined />}
                  aria-label={`Download the invoice for order ${row.orderId}`}
                  disabled={row.transactionStatus !== 'SUCCESS'}
                  busy={busy === row.transactionId}
                  onClick={() => void download(row)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > TRANSACTIONS_PAGE_SIZE && (
        <Pagination
          className="pl-invoices__pages"
          current={page}
          pageSize={TRANSACTIONS_PAGE_SIZE}
          total={total}
          onChange={onPage}
          showSizeChanger={false}
        />
      )}
    </>
  );
}
