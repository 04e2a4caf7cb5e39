import { LoginForm } from '../../features/auth/login-form';

/** Spec 001 §2 "Login screen" (/login). */
export function LoginPage() {
  return <LoginForm />;
}
