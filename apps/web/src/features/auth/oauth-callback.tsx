import { CheckOutlined, CloseOutlined, LoadingOutlined } from '@ant-design/icons';
import { WELCOME_ROUTE } from '@podloom/contract';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signOut, useSessionStore } from '../session';
import { exchangeAuthorizationCode } from './auth-api';
import { AuthCard } from './auth-card';
import { type CallbackFailure, checkCallbackParams, exchangeFailureMessage, FAILURE_TITLE } from './callback-result';
import { clearPendingSignIn, readPendingSignIn } from './google-sign-in';
import { serverMessage } from './server-message';

/** The success screen stays up this long so the user sees where they are before the app opens. */
const SUCCESS_PAUSE_MS = 800;

type Outcome = { status: 'pending' } | { status: 'success' } | ({ status: 'error' } & CallbackFailure);

// An authorisation code works once. React's development double effects (and a re-mount) must not spend it twice:
// every return URL is exchanged once and its outcome shared.
const exchanges = new Map<string, Promise<Outcome>>();

async function completeSignIn(search: string): Promise<Outcome> {
  const params = new URLSearchParams(search);
  const pending = readPendingSignIn();
  const refused = checkCallbackParams(params, pending);
  if (refused) return { status: 'error', ...refused };
  try {
    const { tokens } = await exchangeAuthorizationCode(params.get('code') ?? '', pending.verifier ?? '');
    clearPendingSignIn();
    // The server records where the login came from as it signs the user in (spec 001 §4 "logs the geolocation").
    useSessionStore
      .getState()
      .login(
        { given_name: tokens.first_name, family_name: tokens.last_name, email: tokens.email, phone: null },
        tokens.access_token,
        tokens.refresh_token,
      );
    return { status: 'success' };
  } catch (error) {
    return { status: 'error', title: FAILURE_TITLE, message: exchangeFailureMessage(serverMessage(error)) };
  }
}

/** Spec 001 §2 "Callback", §4 Google sign-in, §8 Callback. */
export function OAuthCallback() {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'pending' });

  useEffect(() => {
    const search = window.location.search;
    let exchange = exchanges.get(search);
    if (!exchange) {
      exchange = completeSignIn(search);
      exchanges.set(search, exchange);
    }
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    exchange.then((result) => {
      if (!active) return;
      // Spec 001 §4: on any error the session storage is cleared.
      if (result.status === 'error') {
        try {
          sessionStorage.clear();
        } catch {
          // Unavailable storage holds nothing to clear.
        }
      }
      setOutcome(result);
      if (result.status === 'success') {
        timer = setTimeout(() => navigate(WELCOME_ROUTE, { replace: true }), SUCCESS_PAUSE_MS);
      }
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [navigate]);

  const tryAgain = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  const footer = (
    <>
      Having trouble? <Link to="/help-support">Contact support</Link>
    </>
  );

  if (outcome.status === 'pending') {
    return (
      <AuthCard
        centered
        title="Authenticating..."
        footer={footer}
        before={
          <span className="pl-callback__icon" aria-hidden="true">
            <LoadingOutlined />
          </span>
        }
      >
        <p className="pl-callback__message" role="status">
          Hold on while we sign you in with Google.
        </p>
      </AuthCard>
    );
  }
  if (outcome.status === 'success') {
    return (
      <AuthCard
        centered
        title="You're signed in"
        footer={footer}
        before={
          <span className="pl-callback__icon pl-callback__icon--success" aria-hidden="true">
            <CheckOutlined />
          </span>
        }
      >
        <p className="pl-callback__message" role="status">
          Taking you to your studio…
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      centered
      title={outcome.title}
      footer={footer}
      before={
        <span className="pl-callback__icon pl-callback__icon--error" aria-hidden="true">
          <CloseOutlined />
        </span>
      }
    >
      <p className="pl-callback__message" role="alert">
        {outcome.message}
      </p>
      <Button type="primary" size="large" block onClick={tryAgain}>
        Please Try Again!
      </Button>
    </AuthCard>
  );
}
