import { LoginForm } from '../../features/auth';

/** Spec 001 §2 "Login screen" (/login). */
export function LoginPage() {
  return <LoginForm />;
}
