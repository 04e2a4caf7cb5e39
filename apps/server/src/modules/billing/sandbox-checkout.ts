import { escapeMarkup } from '../../platform/http/escape-markup';

/**
 * The sandbox gateway's hosted checkout (PAYMENT_PROVIDER=sandbox): a page our server serves inside the web app's
 * checkout modal. It needs no bundle of ours and no inline script (script-src 'self'): its behaviour is the small
 * file CHECKOUT_SCRIPT, served beside it. It may be framed by our own origin only.
 */

export const CHECKOUT_SCRIPT_PATH = '/payments/sandbox/checkout.js';

/** This page's own CSP: the app's, except that our own origin may frame it. */
export const CHECKOUT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export type CheckoutOutcome = 'paid' | 'failed' | 'aborted';

export const OUTCOME_CODES: Record<CheckoutOutcome, string | null> = {
  paid: null,
  failed: 'payment_failed',
  aborted: 'payment_aborted',
};

const OUTCOME_TEXT: Record<CheckoutOutcome, string> = {
  paid: 'Payment successful. You can close this window.',
  failed: 'The payment failed. No money was taken.',
  aborted: 'Payment cancelled.',
};

const money = (amount: number, currency: string) => `${currency === 'INR' ? '₹' : '$'}${amount.toFixed(2)}`;

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2430;background:#f4f5fb}
  main{max-width:460px;margin:0 auto;padding:20px}
  .card{background:#fff;border-radius:14px;box-shadow:0 4px 18px rgba(20,24,60,.12);padding:20px}
  h1{font-size:18px;margin:0 0 4px}
  .badge{display:inline-block;font-size:12px;font-weight:600;color:#5b3a00;background:#ffe8b3;border-radius:999px;padding:2px 10px}
  dl{display:grid;grid-template-columns:1fr auto;gap:6px 12px;margin:16px 0}
  dt{color:#4a5066}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
  .total{font-weight:700;border-top:1px solid #e3e5ef;padding-top:6px}
  fieldset{border:1px solid #d7dae6;border-radius:10px;margin:0 0 14px;padding:10px 12px}
  legend{font-weight:600;padding:0 4px}
  .methods{display:flex;gap:10px;flex-wrap:wrap}
  .methods label{flex:1;display:flex;align-items:center;gap:8px;border:1px solid #d7dae6;border-radius:8px;padding:10px;cursor:pointer}
  .fake{display:grid;gap:8px;margin-top:10px}
  .fake label{display:grid;gap:2px;font-size:13px;color:#4a5066}
  input[type=text]{font:inherit;padding:8px;border:1px solid #b9bdd0;border-radius:6px;color:#1f2430}
  .actions{display:flex;gap:10px;flex-wrap:wrap}
  button{font:inherit;font-weight:600;border-radius:8px;padding:10px 16px;cursor:pointer;border:1px solid transparent}
  button:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
  .pay{background:#1d4ed8;color:#fff;flex:2}
  .fail{background:#fff;color:#a11d2b;border-color:#a11d2b;flex:1}
  .cancel{background:#fff;color:#1f2430;border-color:#b9bdd0;flex:1}
  button[disabled]{opacity:.6;cursor:wait}
  [role=status]{min-height:1.5em;margin:12px 0 0;font-weight:600}
  .note{font-size:12px;color:#4a5066;margin-top:12px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
<style>${STYLE}</style>
<script src="${CHECKOUT_SCRIPT_PATH}" defer></script>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface CheckoutSummary {
  orderId: string;
  paymentSessionId: string;
  planName: string;
  cycle: string;
  amount: number;
  tax: number;
  credit: number;
  currency: string;
}

/** The checkout form: order summary, card/UPI look, and Pay, Fail and Cancel. */
export function checkoutPage(order: CheckoutSummary, action: string): string {
  const credit =
    order.credit > 0 ? `<dt>Credit for unused days</dt><dd>−${money(order.credit, order.currency)}</dd>` : '';
  return page(
    'Sandbox checkout · Podloom',
    `<div class="card" data-checkout-root data-order-id="${escapeMarkup(order.orderId)}">
  <span class="badge">Sandbox · no real money</span>
  <h1>Pay for ${escapeMarkup(order.planName)}</h1>
  <p>Order <code>${escapeMarkup(order.orderId)}</code></p>
  <dl aria-label="Order summary">
    <dt>${escapeMarkup(order.planName)} (${escapeMarkup(order.cycle)})</dt><dd>${money(order.amount + order.credit, order.currency)}</dd>
    ${credit}
    <dt>Taxes included</dt><dd>${money(order.tax, order.currency)}</dd>
    <dt class="total">Total</dt><dd class="total">${money(order.amount, order.currency)}</dd>
  </dl>
  <form method="post" action="${escapeMarkup(action)}" data-checkout>
    <fieldset>
      <legend>Payment method</legend>
      <div class="methods">
        <label><input type="radio" name="method" value="card" checked> Card</label>
        <label><input type="radio" name="method" value="upi"> UPI</label>
      </div>
      <div class="fake">
        <label>Card number <input type="text" name="card" value="4111 1111 1111 1111" autocomplete="off" inputmode="numeric"></label>
        <label>UPI ID <input type="text" name="vpa" value="success@upi" autocomplete="off"></label>
      </div>
    </fieldset>
    <div class="actions">
      <button type="submit" name="outcome" value="paid" class="pay">Pay ${money(order.amount, order.currency)}</button>
      <button type="submit" name="outcome" value="failed" class="fail">Fail</button>
      <button type="submit" name="outcome" value="aborted" class="cancel">Cancel</button>
    </div>
    <p role="status" aria-live="polite" data-status></p>
  </form>
  <p class="note">This is Podloom's offline sandbox gateway. Pay and Fail send the same signed webhook a real gateway sends.</p>
</div>`,
  );
}

/** The page after Pay, Fail or Cancel without script (the script tells the parent window from its data). */
export function outcomePage(orderId: string, outcome: CheckoutOutcome): string {
  const code = OUTCOME_CODES[outcome];
  return page(
    'Sandbox checkout · Podloom',
    `<div class="card" data-outcome="${outcome}" data-order-id="${escapeMarkup(orderId)}" data-code="${code ?? ''}">
  <h1>${OUTCOME_TEXT[outcome]}</h1>
  <p>Order <code>${escapeMarkup(orderId)}</code></p>
</div>`,
  );
}

export function unknownSessionPage(): string {
  return page(
    'Sandbox checkout · Podloom',
    `<div class="card"><h1>This checkout has expired or does not exist.</h1><p>Please start again from the pricing page.</p></div>`,
  );
}

export const outcomeMessage = (outcome: CheckoutOutcome) => OUTCOME_TEXT[outcome];

/**
 * The page's behaviour. Pay and Fail are sent with fetch so the page can stay in the modal; then (and on the
 * no-script outcome page) the parent window hears `{ source: 'podloom-checkout', order_id, outcome, code }`,
 * addressed to our own origin only.
 */
export const CHECKOUT_SCRIPT = `(function () {
  'use strict';
  function tell(orderId, outcome, code) {
    if (window.parent === window) return;
    window.parent.postMessage(
      { source: 'podloom-checkout', order_id: orderId, outcome: outcome, code: code || null },
      location.origin
    );
  }
  function start() {
    var done = document.querySelector('[data-outcome]');
    if (done) {
      tell(done.getAttribute('data-order-id'), done.getAttribute('data-outcome'), done.getAttribute('data-code'));
      return;
    }
    var root = document.querySelector('[data-checkout-root]');
    var form = document.querySelector('form[data-checkout]');
    if (!root || !form) return;
    var orderId = root.getAttribute('data-order-id');
    var status = form.querySelector('[data-status]');
    var buttons = form.querySelectorAll('button');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var submitter = event.submitter || document.activeElement;
      var outcome = submitter && submitter.value ? submitter.value : 'paid';
      var method = form.querySelector('input[name=method]:checked');
      if (outcome === 'aborted') {
        status.textContent = 'Payment cancelled.';
        tell(orderId, 'aborted', 'payment_aborted');
        return;
      }
      buttons.forEach(function (b) { b.disabled = true; });
      status.textContent = outcome === 'paid' ? 'Processing payment…' : 'Failing the payment…';
      var body = new URLSearchParams({ outcome: outcome, method: method ? method.value : 'card' });
      fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: body.toString(),
        credentials: 'same-origin'
      })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          status.textContent = answer.message;
          tell(answer.order_id || orderId, answer.outcome, answer.code);
        })
        .catch(function () {
          status.textContent = 'The sandbox gateway could not be reached. Please try again.';
          buttons.forEach(function (b) { b.disabled = false; });
        });
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
`;
