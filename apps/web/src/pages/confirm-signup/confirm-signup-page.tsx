import { Navigate, useLocation } from 'react-router';
import { ConfirmSignupForm, type ConfirmSignupState } from '../../features/auth';

/** Spec 001 §2 "Confirm sign-up": reached from sign-up with the e-mail in navigation state, else back to /signup. */
export function ConfirmSignupPage() {
  const state = useLocation().state as Partial<ConfirmSignupState> | null;
  if (!state?.email) return <Navigate to="/signup" replace />;
  return <ConfirmSignupForm email={state.email} userId={state.userId ?? null} />;
}
