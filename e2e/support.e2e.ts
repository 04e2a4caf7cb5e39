import { GRAPHQL_PATH, MESSAGES, SUPPORT_LIMITS } from '@podloom/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { errors, page, server, useBrowserHarness } from './support/harness';
import { waitForMail } from './support/outbox';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

useBrowserHarness();
beforeEach(async () => {
  await page.goto('/help-support');
});

const field = (label: string) => page.getByLabel(label, { exact: true });
const send = () => page.getByRole('button', { name: 'Send Message' }).click();
const shows = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
const hidden = (text: string) => page.getByText(text, { exact: true }).first().waitFor({ state: 'hidden' });
async function fillValid() {
  await field('First name').fill('Ada');
  await field('Last name').fill('Lovelace');
  await field('Email').fill('ada@example.com');
  await field('Subject').fill('The audio stops halfway');
  await field('Description').fill('Rendering stops at 40 percent every time I generate audio.');
}

describe('help and support form (spec 001 §5)', () => {
  it('explains every rule it breaks', async () => {
    await send();
    await shows(MESSAGES.supportFixErrors);
    await shows(MESSAGES.firstNameRequired);
    await shows(MESSAGES.lastNameRequired);
    await shows(MESSAGES.emailRequired);

    await expectNoAxeViolations(page, '/help-support with every message');
    await field('First name').fill('A');
    await shows(`First name must be at least ${SUPPORT_LIMITS.nameMin} characters`);
    await field('First name').fill('Ada 2');
    await shows('First name can only contain letters and spaces');
    await field('First name').fill('Ada');
    await hidden('First name can only contain letters and spaces');

    await field('Email').fill('ada@');
    await shows(MESSAGES.supportEmailInvalid);

    await field('Subject').fill('Help');
    await shows(MESSAGES.subjectTooShort);
    await field('Subject').fill('x'.repeat(SUPPORT_LIMITS.subjectMax + 1));
    await shows(MESSAGES.subjectTooLong);

    await field('Description').fill('Too short');
    await shows(MESSAGES.descriptionTooShort);
    await field('Description').fill('x'.repeat(SUPPORT_LIMITS.descriptionMax + 1));
    await shows(MESSAGES.descriptionTooLong);

    const upload = page.locator('input[type="file"]');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await shows(MESSAGES.screenshotNotImage);
    await upload.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(SUPPORT_LIMITS.screenshotMaxBytes + 1),
    });
    await shows(MESSAGES.screenshotTooLarge);
    await page.getByRole('button', { name: 'Remove' }).click();
    await hidden(MESSAGES.screenshotTooLarge);
    expect(errors).toEqual([]);
  });

  it('submits a ticket with a screenshot and shows its id', async () => {
    await fillValid();
    await page.locator('.ant-select:has(#support-issue-type)').click();
    await page.getByTitle('Payment').click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await send();
    const toast = page.getByText(/^Support ticket submitted successfully! Ticket ID: /);
    await toast.waitFor();
    const ticketId = (await toast.textContent())?.replace('Support ticket submitted successfully! Ticket ID: ', '');
    expect(ticketId).toMatch(/^TICKET-/);
    expect(await toast.textContent()).toBe(MESSAGES.supportSubmitted(ticketId ?? ''));
    // The form is ready for the next request.
    await expect(field('Subject').inputValue()).resolves.toBe('');

    // The ticket is stored, with its screenshot…
    const stored = await fetch(`${server.baseUrl}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query($id:String!){ supportTicket(ticketId:$id){ ticketId status hasScreenshot } }',
        variables: { id: ticketId },
      }),
    }).then((r) => r.json());
    expect(stored.data.supportTicket).toEqual({ ticketId, status: 'pending', hasScreenshot: true });
    await expectNoAxeViolations(page, '/help-support, ticket sent');
    // …and reached the support team: the embedded server writes its mail to DATA_DIR/outbox.
    const mail = await waitForMail(server.dataDir, ticketId ?? '');
    expect(mail).toContain('The audio stops halfway');
    expect(errors).toEqual([]);
  });

  it('submits a ticket without a screenshot', async () => {
    await fillValid();
    await send();
    await page.getByText(/^Support ticket submitted successfully! Ticket ID: TICKET-/).waitFor();
  });
});
