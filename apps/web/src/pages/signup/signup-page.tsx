import { SignupForm } from '../../features/auth';

/** Spec 001 §2 "Sign-up screen" (/signup). */
export function SignupPage() {
  return <SignupForm />;
}
