import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { page, server, useBrowserHarness } from './support/harness';

/** A local address that receives the deliveries (allowed over plain http by FETCH_ALLOW_PRIVATE). */
let receiver: Server;
let received = 0;
let receiverUrl = '';

useBrowserHarness({
  before: async () => {
    // It counts a delivery as it arrives and answers a second later, so the log is opened while the delivery still
    // reads pending: the log must show the answer when it comes, without being opened again.
    receiver = createServer((req, res) => {
      req.resume();
      received++;
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks from the receiver'), 1000);
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    return { env: { FETCH_ALLOW_PRIVATE: '127.0.0.1' } };
  },
  after: () => new Promise<void>((resolve) => receiver.close(() => resolve())),
});

describe('Webhooks screen', () => {
  it('adds an endpoint whose secret is shown once, logs its deliveries, redelivers, and deletes it', async () => {
    received = 0; // a retry starts counting afresh (its account and endpoint are new)
    const { session } = await signUpAndLogin(page, server);
    await page.goto('/create-podcast');
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await page.waitForURL('**/webhooks');
    await page.getByText('No webhook endpoints yet.').waitFor();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please give the address to call.' }).waitFor();
    await page.getByLabel('Address to call').fill(receiverUrl);
    await page.getByLabel(/^script\.ready/).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByRole('textbox', { name: 'Signing secret' });
    await shown.waitFor();
    expect(await shown.inputValue()).toMatch(/^whsec_/);
    const list = page.getByRole('list', { name: 'Your webhook endpoints' });
    await list.getByText(receiverUrl).waitFor();
    await expectNoAxeViolations(page, '/webhooks with a new endpoint');
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await shown.count()).toBe(0);

    // A script written by the offline writer is an event the endpoint is told of.
    const started = await fetch(`${server.baseUrl}/generate/script`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ topic: 'Tides', host: 'Asha', guest: 'Ravi', duration: 2 }),
    });
    expect(started.status).toBe(200);
    for (let i = 0; i < 600 && received === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toBe(1);

    await page.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('table', { name: `Deliveries to ${receiverUrl}` });
    await log.getByText('200 · thanks from the receiver').waitFor();
    await log.getByText('script.ready').waitFor();
    await log.getByRole('button', { name: /^Redeliver script\.ready/ }).click();
    await page.getByText('script.ready will be sent again.').waitFor();
    for (let i = 0; i < 300 && received < 2; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toBe(2);

    await page.getByRole('button', { name: `Delete ${receiverUrl}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No webhook endpoints yet.').waitFor();
  });
});
