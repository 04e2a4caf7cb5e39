import { LegalDocument, TERMS_INTRO, TERMS_SECTIONS } from '../../features/legal';

export function TermsPage() {
  return <LegalDocument title="Terms and Conditions" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
