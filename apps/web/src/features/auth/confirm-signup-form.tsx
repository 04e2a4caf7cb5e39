import { AUTH_CODE_LENGTH, MESSAGES } from '@podloom/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { confirmSignUp, resendConfirmationCode } from './auth-api';
import { AuthCard } from './auth-card';
import type { LoginLocationState } from './login-form';
import type { ConfirmSignupState } from './use-sign-up';

/** Spec 001 §2 "Confirm sign-up", §4 Sign-up, §5 Confirm, §8. The page redirects when there is no e-mail. */
export function ConfirmSignupForm({ email, userId }: ConfirmSignupState) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = useMutation({
    mutationFn: () => confirmSignUp({ email, code, userId }),
    onSuccess: () => {
      toast.success(MESSAGES.verificationSuccess);
      const state: LoginLocationState = { email };
      navigate('/login', { state, replace: true });
    },
    onError: (error) => setFailure(error.message || MESSAGES.confirmFailed),
  });
  const resend = useMutation({
    mutationFn: () => resendConfirmationCode(email),
    onSuccess: () => toast.success(MESSAGES.codeResent),
    onError: () => toast.error(MESSAGES.resendFailed),
  });

  const onSubmit = () => {
    setFailure(null);
    if (!code.trim()) {
      setCodeError(MESSAGES.confirmationCodeRequired);
      return;
    }
    setCodeError(undefined);
    confirm.mutate();
  };

  return (
    <AuthCard
      title="Confirm your email"
      lede={
        <>
          We sent a {AUTH_CODE_LENGTH}-digit confirmation code to <span className="pl-auth-email">{email}</span>.
        </>
      }
      footer={
        <>
          Wrong address? <Link to="/signup">Sign up again</Link>
        </>
      }
    >
      <Form layout="vertical" requiredMark={false} onFinish={onSubmit} className="pl-auth-form" noValidate>
        <Form.Item
          label="Confirmation code"
          htmlFor="confirm-code"
          validateStatus={codeError ? 'error' : undefined}
          help={codeError}
        >
          <Input
            id="confirm-code"
            size="large"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (codeError && e.target.value.trim()) setCodeError(undefined);
            }}
          />
        </Form.Item>
        {failure && <Alert className="pl-auth-form__message--above" type="error" showIcon message={failure} />}
        <BusyButton type="primary" htmlType="submit" size="large" block busy={confirm.isPending}>
          Confirm
        </BusyButton>
      </Form>
      <p className="pl-auth-resend">
        Didn't get it?{' '}
        <button
          type="button"
          className="pl-auth-link-button"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Resend Code
        </button>
      </p>
    </AuthCard>
  );
}
