import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

describe('the content security policy', () => {
  it('keeps everything on our own origin with the sandbox gateway', () => {
    const { directives } = contentSecurityPolicy({ paymentProvider: 'sandbox' });
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.frameSrc).toEqual(["'self'"]);
    expect(directives.connectSrc).toEqual(["'self'"]);
    expect(directives.frameAncestors).toEqual(["'none'"]);
  });

  it('lets Cashfree’s JS SDK load and open its checkout modal when Cashfree takes payments', () => {
    const { directives } = contentSecurityPolicy({ paymentProvider: 'cashfree' });
    expect(directives.scriptSrc).toEqual(["'self'", 'https://sdk.cashfree.com']);
    expect(directives.frameSrc).toContain('https://*.cashfree.com');
    expect(directives.connectSrc).toContain('https://*.cashfree.com');
    expect(directives.frameAncestors).toEqual(["'none'"]);
  });
});
