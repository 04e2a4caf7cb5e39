import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useToastStore } from '../ui/toast/toast-store';

/** Closes the notices of the screen left behind on every route change (the first render is not one). */
function useToastsFollowRoutes() {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    useToastStore.getState().navigated();
  }, [pathname]);
}

/**
 * Above every screen: a new route starts at the top of the page (a footer link must not open the next page
 * scrolled to where the last one was) while Back and Forward return to where the user was, and the notices of
 * the screen left behind close.
 */
export function RouteRoot() {
  useToastsFollowRoutes();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
