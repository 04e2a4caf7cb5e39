import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { fetchPublicConfig } from '../../api/public-config';
import { GOOGLE_NOT_CONFIGURED, googleSignInFrom, startGoogleSignIn } from './google-sign-in';

export function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * Spec 001 §2, §4: the Google button. It reads `googleSignIn` from GET /config when pressed and, when the server has
 * Google sign-in, leaves for the provider with a PKCE challenge; otherwise it says why, instead of failing.
 */
export function GoogleSignInButton({ label = 'Continue with Google' }: { label?: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  // Coming back from the provider with the browser's Back button restores this page as it was: ready again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const onClick = async () => {
    setNote(null);
    setBusy(true);
    try {
      const config = googleSignInFrom(
        await queryClient.fetchQuery({
          queryKey: ['public-config'],
          queryFn: fetchPublicConfig,
          staleTime: Number.POSITIVE_INFINITY,
        }),
      );
      if (!config.enabled) {
        setNote(config.message || GOOGLE_NOT_CONFIGURED);
        setBusy(false);
        return;
      }
      await startGoogleSignIn(config);
    } catch (error) {
      setNote(error instanceof Error && error.message ? error.message : GOOGLE_NOT_CONFIGURED);
      setBusy(false);
    }
  };

  return (
    <div className="pl-google">
      <Button block size="large" icon={<GoogleMark />} loading={busy} onClick={onClick} className="pl-google__button">
        {label}
      </Button>
      {note && (
        <p className="pl-google__note" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
