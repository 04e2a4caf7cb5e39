import type { CashfreeCheckoutResult } from './checkout-result';

/** Cashfree's browser SDK, version 3: https://www.cashfree.com/docs/payments/online/web/redirect (modal mode). */
const CASHFREE_SDK_URL = 'https://sdk.cashfree.com/js/v3/cashfree.js';

interface CashfreeInstance {
  checkout(options: { paymentSessionId: string; redirectTarget: '_modal' }): Promise<CashfreeCheckoutResult>;
}
type CashfreeFactory = (options: { mode: 'sandbox' | 'production' }) => CashfreeInstance;

let loading: Promise<CashfreeFactory> | null = null;

/** Loads the SDK once; a failed load may be tried again. */
function loadCashfreeSdk(): Promise<CashfreeFactory> {
  const existing = (window as { Cashfree?: CashfreeFactory }).Cashfree;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<CashfreeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CASHFREE_SDK_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as { Cashfree?: CashfreeFactory }).Cashfree;
      if (factory) resolve(factory);
      else reject(new Error('The payment window could not be loaded. Please try again.'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The payment window could not be loaded. Please try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens Cashfree's checkout in its modal mode and resolves with what it reports when the modal closes. */
export async function openCashfreeCheckout(
  paymentSessionId: string,
  mode: 'sandbox' | 'production',
): Promise<CashfreeCheckoutResult> {
  const Cashfree = await loadCashfreeSdk();
  return Cashfree({ mode }).checkout({ paymentSessionId, redirectTarget: '_modal' });
}
