import { ComingSoon } from '../../features/coming-soon';

const HIGHLIGHTS = ['Payment verification', 'Start creating or manage plans'] as const;

export function PaymentStatusPage() {
  return (
    <ComingSoon
      title="Payment status"
      summary="Check the result of your payment and start creating right after."
      highlights={HIGHLIGHTS}
    />
  );
}
