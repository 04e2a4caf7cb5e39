import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { checkoutResultFromMessage } from './checkout-result';
import type { CheckoutResult } from './payment-flow';
import type { OpenCheckout } from './use-checkout';

export interface CheckoutModalProps {
  checkout: OpenCheckout | null;
  onResult: (result: CheckoutResult) => void;
  onClose: () => void;
}

/** The gateway's page, with a spinner and words over it until it has loaded: never a blank box. */
function CheckoutFrame({ url }: { url: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="pl-checkout__stage" aria-busy={!loaded}>
      {!loaded && (
        <div className="pl-checkout__loading" role="status">
          <span className="pl-spinner" aria-hidden="true" />
          <span>Opening the secure checkout…</span>
        </div>
      )}
      <iframe className="pl-checkout__frame" title="Payment checkout" src={url} onLoad={() => setLoaded(true)} />
    </div>
  );
}

/**
 * Spec 001 §4 step 2: the sandbox's checkout page in a modal of ours. The page posts its outcome to this window;
 * only messages from the page's own origin, for this order, are read.
 */
export function CheckoutModal({ checkout, onResult, onClose }: CheckoutModalProps) {
  useEffect(() => {
    if (!checkout) return;
    const expected = { origin: new URL(checkout.checkoutUrl, window.location.href).origin, orderId: checkout.orderId };
    const onMessage = (event: MessageEvent) => {
      const result = checkoutResultFromMessage(event, expected);
      if (result) onResult(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [checkout, onResult]);

  return (
    <Modal
      open={checkout !== null}
      onCancel={onClose}
      footer={null}
      title="Secure checkout"
      width={520}
      destroyOnHidden
      maskClosable={false}
      className="pl-checkout"
    >
      {checkout && <CheckoutFrame key={checkout.checkoutUrl} url={checkout.checkoutUrl} />}
    </Modal>
  );
}
