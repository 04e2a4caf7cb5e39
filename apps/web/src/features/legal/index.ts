/** The legal pages' documents (spec 001 §2) and the policy figures other screens quote. */
export { LegalDocument } from './legal-document';
export { POLICY } from './policy';
export { REFUNDS_INTRO, REFUNDS_SECTIONS } from './refunds-content';
export { TERMS_INTRO, TERMS_SECTIONS } from './terms-content';
