import { OAuthCallback } from '../../features/auth';

/** Spec 001 §2 "Callback" (/callback): the return from Google sign-in. */
export function CallbackPage() {
  return <OAuthCallback />;
}
