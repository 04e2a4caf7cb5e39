import { WELCOME_ROUTE } from '@podloom/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedIn } from '../features/session';

/** Spec 001 §2: a user without a valid unexpired token is sent to /login. */
export function RequireAuth() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Spec 001 §2: a signed-in user with a valid token who opens login or sign-up goes to the welcome route. */
export function RedirectIfSignedIn() {
  const signedIn = useSignedIn();
  if (signedIn) return <Navigate to={WELCOME_ROUTE} replace />;
  return <Outlet />;
}
