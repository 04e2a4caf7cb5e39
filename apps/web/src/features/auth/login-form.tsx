import { MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { sessionUserFrom, useSessionStore } from '../session';
import { logIn } from './auth-api';
import { AuthCard, OrDivider } from './auth-card';
import { ForgotPasswordModal } from './forgot-password-modal';
import { GoogleSignInButton } from './google-button';
import { serverMessage } from './server-message';

/** What /login may receive in navigation state: the e-mail just confirmed. */
export interface LoginLocationState {
  email?: string;
}

// Spec 001 §4 Login: the server's refusal for an unconfirmed account contains these words.
const NOT_CONFIRMED = /user is not confirmed/i;

/** Spec 001 §2 "Login screen", §4 Login, §8. */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useSessionStore((s) => s.login);
  const [email, setEmail] = useState(() => (location.state as LoginLocationState | null)?.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  const mutation = useMutation({
    mutationFn: () => logIn(email, password),
    onSuccess: (answer) => {
      const data = answer.detail?.data;
      const result = data?.AuthenticationResult;
      if (!answer.detail?.success || !result?.AccessToken || !data?.user) {
        setFailure(answer.detail?.message || MESSAGES.loginFailed);
        return;
      }
      login(sessionUserFrom(data.user), result.AccessToken, result.RefreshToken);
      navigate(WELCOME_ROUTE, { replace: true });
    },
    onError: (error) => {
      const message = serverMessage(error);
      if (message && NOT_CONFIRMED.test(message)) {
        toast.error(MESSAGES.userNotConfirmed);
        navigate('/signup');
        return;
      }
      setFailure(message ?? MESSAGES.loginFailed);
    },
  });

  const onSubmit = () => {
    setFailure(null);
    const found = {
      email: email.trim() ? undefined : MESSAGES.emailRequired,
      password: password ? undefined : 'Password is required.',
    };
    setErrors(found);
    if (found.email || found.password) return;
    mutation.mutate();
  };

  return (
    <AuthCard
      title="Welcome back"
      lede="Log in to keep creating."
      footer={
        <>
          New here? <Link to="/signup">Create an account</Link>
        </>
      }
    >
      <Form layout="vertical" requiredMark={false} onFinish={onSubmit} className="pl-auth-form" noValidate>
        <Form.Item
          label="Email"
          htmlFor="login-email"
          validateStatus={errors.email ? 'error' : undefined}
          help={errors.email}
        >
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Password"
          htmlFor="login-password"
          validateStatus={errors.password ? 'error' : undefined}
          help={errors.password}
        >
          <Input.Password
            id="login-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Form.Item>
        <div className="pl-auth-forgot">
          <button type="button" className="pl-auth-link-button" onClick={() => setForgotOpen(true)}>
            Forgot password?
          </button>
        </div>
        <BusyButton
          type="primary"
          htmlType="submit"
          size="large"
          block
          busy={mutation.isPending}
          className="pl-auth-form__submit"
        >
          {mutation.isPending ? 'Logging In' : 'Login'}
        </BusyButton>
        {failure && <Alert className="pl-auth-form__message" type="error" showIcon message={failure} role="alert" />}
      </Form>
      <OrDivider />
      <GoogleSignInButton label="Log in with Google" />
      <ForgotPasswordModal open={forgotOpen} initialEmail={email} onClose={() => setForgotOpen(false)} />
    </AuthCard>
  );
}
