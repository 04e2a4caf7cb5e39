import { CompanySignupForm } from '../../features/auth';

/** Spec 001 §2 "Company sign-up" (/comapanysignup, spelled as the spec spells it). */
export function CompanySignupPage() {
  return <CompanySignupForm />;
}
