/** Spec 001 §8 "Invoice": the texts shown while an invoice is made and fetched. */
export const INVOICE_MESSAGES = {
  generating: 'Generating invoice...',
  generateFailed: 'Failed to generate invoice',
  started: 'Download started',
  failed: 'Download failed',
} as const;

export interface InvoiceResult {
  success: boolean;
  message: string;
  presignedUrl?: string | null;
}

export interface InvoiceDownloadPorts {
  generate: (transactionId: string) => Promise<InvoiceResult>;
  download: (url: string) => void;
  notify: { info: (text: string) => void; success: (text: string) => void; error: (text: string) => void };
}

/** GenerateInvoice, then the download through its short-lived link. True when the download started. */
export async function downloadInvoice(transactionId: string, ports: InvoiceDownloadPorts): Promise<boolean> {
  ports.notify.info(INVOICE_MESSAGES.generating);
  let url: string;
  try {
    const result = await ports.generate(transactionId);
    if (!result.success || !result.presignedUrl) throw new Error(result.message);
    url = result.presignedUrl;
  } catch {
    ports.notify.error(INVOICE_MESSAGES.generateFailed);
    return false;
  }
  try {
    ports.download(url);
  } catch (error) {
    console.error('The invoice download failed.', error);
    ports.notify.error(INVOICE_MESSAGES.failed);
    return false;
  }
  ports.notify.success(INVOICE_MESSAGES.started);
  return true;
}
