import { Navigate, useLocation } from 'react-router';
import { ConfirmSignupForm } from '../../features/auth/confirm-signup-form';
import type { ConfirmSignupState } from '../../features/auth/signup-form';

/** Spec 001 §2 "Confirm sign-up": reached from sign-up with the e-mail in navigation state, else back to /signup. */
export function ConfirmSignupPage() {
  const state = useLocation().state as Partial<ConfirmSignupState> | null;
  if (!state?.email) return <Navigate to="/signup" replace />;
  return <ConfirmSignupForm email={state.email} userId={state.userId ?? null} />;
}
