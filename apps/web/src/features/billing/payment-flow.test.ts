import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_POLL_MS, PaymentWatch, paymentStatusPath } from './payment-flow';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function watch(statuses: string[] = []) {
  const readStatus = vi.fn(async () => statuses.shift() ?? 'PENDING');
  const navigate = vi.fn();
  const flow = new PaymentWatch({ orderId: 'order_7', readStatus, navigate });
  flow.start();
  return { flow, readStatus, navigate };
}

describe('the payment flow while checkout is open (spec 001 §4)', () => {
  it('polls the order status every 10 s, and not before', async () => {
    const { readStatus, navigate } = watch();
    expect(PAYMENT_POLL_MS).toBe(10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(readStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(readStatus).toHaveBeenCalledTimes(1);
    expect(readStatus).toHaveBeenCalledWith('order_7');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(readStatus).toHaveBeenCalledTimes(3);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops on FAILED and goes to the status page', async () => {
    const { flow, readStatus, navigate } = watch(['PENDING', 'FAILED']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/payment-status?order_id=order_7');
    expect(flow.active).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(readStatus).toHaveBeenCalledTimes(2);
  });

  it('goes to the status page when the payment succeeds while the modal is open', async () => {
    const { navigate } = watch(['SUCCESS']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/payment-status?order_id=order_7');
  });

  it('stops polling when the modal is closed', async () => {
    const { flow, readStatus, navigate } = watch(['FAILED']);
    await vi.advanceTimersByTimeAsync(5_000);
    flow.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(readStatus).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('only logs a polling error and polls again', async () => {
    const { readStatus, navigate } = watch();
    readStatus.mockRejectedValueOnce(new Error('offline'));
    readStatus.mockResolvedValueOnce('FAILED');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('ignores payment_aborted and keeps polling', async () => {
    const { flow, readStatus, navigate } = watch();
    flow.settle({ kind: 'error', code: 'payment_aborted' });
    expect(navigate).not.toHaveBeenCalled();
    expect(flow.active).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(readStatus).toHaveBeenCalledOnce();
  });

  it('sends any other checkout error code to the status page with its reason, and stops polling', async () => {
    const { flow, readStatus, navigate } = watch();
    flow.settle({ kind: 'error', code: 'card_declined' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/payment-status?order_id=order_7&reason=card_declined');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(readStatus).not.toHaveBeenCalled();
  });

  it('sends a paid checkout to the status page once; a result with nothing in it leaves it to polling', async () => {
    const { flow, navigate } = watch(['FAILED']);
    flow.settle({ kind: 'none' });
    expect(navigate).not.toHaveBeenCalled();
    flow.settle({ kind: 'paid' });
    flow.settle({ kind: 'error', code: 'late' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/payment-status?order_id=order_7');
  });

  it('encodes the order id and reason', () => {
    expect(paymentStatusPath('a b&c', 'x=y')).toBe('/payment-status?order_id=a+b%26c&reason=x%3Dy');
  });
});
