import { LegalDocument } from '../../features/legal/legal-document';
import { REFUNDS_INTRO, REFUNDS_SECTIONS } from '../../features/legal/refunds-content';

export function RefundsPage() {
  return <LegalDocument title="Refunds and Cancellations" intro={REFUNDS_INTRO} sections={REFUNDS_SECTIONS} />;
}
