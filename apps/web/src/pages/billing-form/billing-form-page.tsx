import { ComingSoon } from '../../features/coming-soon';

const HIGHLIGHTS = ['Plan Info', 'Monthly or annual billing', 'Confirm and Pay'] as const;

export function BillingFormPage() {
  return <ComingSoon title="Billing" summary="Review your chosen plan and pay securely." highlights={HIGHLIGHTS} />;
}
