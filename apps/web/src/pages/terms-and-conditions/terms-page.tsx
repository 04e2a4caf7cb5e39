import { LegalDocument } from '../../features/legal/legal-document';
import { TERMS_INTRO, TERMS_SECTIONS } from '../../features/legal/terms-content';

export function TermsPage() {
  return <LegalDocument title="Terms and Conditions" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
