/** Personalise (/personlize, spec 001 §2): autosaved answers, the guest info pack, the guest's uploads. */
export { PersonaliseWizard } from './personalise-wizard';
