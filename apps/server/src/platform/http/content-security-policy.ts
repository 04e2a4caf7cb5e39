/**
 * The app's Content-Security-Policy (helmet directives). Everything comes from our own origin, except what a
 * configured payment gateway's browser SDK needs: with Cashfree, its JS SDK (v3) is loaded from sdk.cashfree.com and
 * opens its checkout in modal mode, an iframe on its own domains that talks to its API.
 */
export function contentSecurityPolicy(options: { paymentProvider?: string | null } = {}) {
  const cashfree = options.paymentProvider === 'cashfree';
  const cashfreeOrigins = cashfree ? ['https://sdk.cashfree.com', 'https://*.cashfree.com'] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(cashfree ? ['https://sdk.cashfree.com'] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...cashfreeOrigins],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", ...cashfreeOrigins],
      // The sandbox gateway's checkout page is ours, shown in an iframe of the billing form.
      frameSrc: ["'self'", ...cashfreeOrigins],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...cashfreeOrigins],
      upgradeInsecureRequests: null,
    },
  };
}
