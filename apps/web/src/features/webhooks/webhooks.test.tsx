import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WebhookDeliveries } from './webhook-deliveries';
import { checkWebhookForm, deliveriesRefreshMs, deliveryOutcome } from './webhook-form-input';

describe('the webhook form', () => {
  it("refuses what the server refuses, with the contract's sentences", () => {
    expect(checkWebhookForm('  ', ['audio.ready']).problem).toBe('Please give the address to call.');
    expect(checkWebhookForm('https://example.com/hook', []).problem).toBe('Please choose at least one event.');
    expect(checkWebhookForm('x'.repeat(2001), ['audio.ready']).problem).toBe('That web address is too long.');
  });

  it('sends the address trimmed and the events in their own order', () => {
    expect(checkWebhookForm(' https://example.com/hook ', ['render.failed', 'script.ready'])).toEqual({
      input: { url: 'https://example.com/hook', events: ['script.ready', 'render.failed'] },
      problem: null,
    });
  });
});

describe('the deliveries log', () => {
  it('shows the status code and an excerpt of the answer, or why it could not be reached', () => {
    expect(deliveryOutcome({ lastStatus: 200, lastResponse: '{"ok":\n  true}' })).toBe('200 · {"ok": true}');
    expect(deliveryOutcome({ lastStatus: 503, lastResponse: '' })).toBe('503');
    expect(deliveryOutcome({ lastStatus: null, lastResponse: 'We could not reach that address.' })).toBe(
      'We could not reach that address.',
    );
    expect(deliveryOutcome({ lastStatus: null, lastResponse: null })).toBe('Not tried yet');
    expect(deliveryOutcome({ lastStatus: 500, lastResponse: 'e'.repeat(600) }).length).toBe('500 · '.length + 160);
  });

  it('asks again while a delivery is on its way, slowly while its retry is far off, and stops once none is pending', () => {
    const now = Date.parse('2026-11-28T12:00:00.000Z');
    const at = (ms: number) => new Date(now + ms).toISOString();
    const delivered = { status: 'delivered', nextAttemptAt: null };
    expect(deliveriesRefreshMs([], now)).toBe(false);
    expect(deliveriesRefreshMs([delivered, { status: 'failed', nextAttemptAt: null }], now)).toBe(false);
    // Opened the moment the receiver answered, before the answer was recorded: the row still reads pending.
    expect(deliveriesRefreshMs([delivered, { status: 'pending', nextAttemptAt: at(-200) }], now)).toBe(3000);
    expect(deliveriesRefreshMs([{ status: 'pending', nextAttemptAt: at(5000) }], now)).toBe(3000);
    expect(deliveriesRefreshMs([{ status: 'pending', nextAttemptAt: at(30 * 60_000) }], now)).toBe(30_000);
    expect(deliveriesRefreshMs([{ status: 'pending' }], now)).toBe(3000);
  });

  it('draws a table with a Redeliver button per delivery', () => {
    const client = new QueryClient();
    client.setQueryData(
      ['webhook-deliveries', 7],
      [
        {
          id: 1,
          event: 'audio.ready',
          status: 'delivered',
          attempts: 1,
          createdAt: '2026-11-27T06:00:00.000Z',
          lastAttemptAt: '2026-11-27T06:00:01.000Z',
          lastStatus: 200,
          lastResponse: 'thanks',
        },
      ],
    );
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <WebhookDeliveries endpointId={7} url="https://example.com/hook" />
      </QueryClientProvider>,
    );
    expect(html).toContain('aria-label="Deliveries to https://example.com/hook"');
    expect(html).toContain('audio.ready');
    expect(html).toContain('200 · thanks');
    expect(html).toContain('Redeliver');
  });
});
