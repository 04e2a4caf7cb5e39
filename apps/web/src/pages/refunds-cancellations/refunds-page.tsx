import { LegalDocument, REFUNDS_INTRO, REFUNDS_SECTIONS } from '../../features/legal';

export function RefundsPage() {
  return <LegalDocument title="Refunds and Cancellations" intro={REFUNDS_INTRO} sections={REFUNDS_SECTIONS} />;
}
