import { AUTH_CODE_LENGTH, isStrongPassword, MESSAGES, TIMINGS } from '@podloom/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { resetPassword, sendResetCode } from './auth-api';
import { serverMessage } from './server-message';

export interface ForgotPasswordModalProps {
  open: boolean;
  /** What the login form holds, to save typing it twice. */
  initialEmail?: string;
  onClose: () => void;
}

type Step = 'email' | 'reset';
type FieldErrors = { email?: string; code?: string; newPassword?: string };

/**
 * Spec 001 §2, §4 "Forgot password": step 1 sends a reset code, step 2 takes the code and a new password. After a
 * successful reset the modal closes and resets 1.5 s later; closing it at any time resets it.
 */
export function ForgotPasswordModal({ open, initialEmail = '', onClose }: ForgotPasswordModalProps) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ title: string; reason?: string } | null>(null);
  const [done, setDone] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reset = () => {
    clearTimeout(closeTimer.current);
    setStep('email');
    setCode('');
    setNewPassword('');
    setErrors({});
    setFailure(null);
    setDone(false);
    sendCode.reset();
    confirmReset.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  // Each opening starts from step 1 with the e-mail the login form holds.
  useEffect(() => {
    if (open) setEmail(initialEmail);
  }, [open, initialEmail]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const sendCode = useMutation({
    mutationFn: () => sendResetCode(email),
    onSuccess: () => {
      toast.success(MESSAGES.resetCodeSent);
      setFailure(null);
      setStep('reset');
    },
    onError: (error) => setFailure({ title: MESSAGES.resetCodeFailed, reason: serverMessage(error) }),
  });
  const confirmReset = useMutation({
    mutationFn: () => resetPassword({ email, code, newPassword }),
    onSuccess: () => {
      toast.success(MESSAGES.resetSuccess);
      setFailure(null);
      setDone(true);
      closeTimer.current = setTimeout(close, TIMINGS.forgotPasswordCloseMs);
    },
    onError: (error) => setFailure({ title: MESSAGES.resetFailed, reason: serverMessage(error) }),
  });

  const onSendCode = () => {
    setFailure(null);
    const found: FieldErrors = { email: email.trim() ? undefined : MESSAGES.emailRequired };
    setErrors(found);
    if (!found.email) sendCode.mutate();
  };
  const onReset = () => {
    setFailure(null);
    const found: FieldErrors = {
      code: code.trim() ? undefined : MESSAGES.confirmationCodeRequired,
      newPassword: isStrongPassword(newPassword) ? undefined : MESSAGES.passwordRule,
    };
    setErrors(found);
    if (!found.code && !found.newPassword) confirmReset.mutate();
  };

  const item = (field: keyof FieldErrors) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });

  return (
    <Modal open={open} onCancel={close} footer={null} title="Reset your password" destroyOnHidden width={440}>
      {step === 'email' ? (
        <Form layout="vertical" requiredMark={false} onFinish={onSendCode} className="pl-auth-form" noValidate>
          <p className="pl-auth-card__lede">Enter the e-mail you signed up with and we will send you a reset code.</p>
          <Form.Item label="Email" htmlFor="forgot-email" {...item('email')}>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Form.Item>
          {failure && (
            <Alert
              className="pl-auth-form__message--above"
              type="error"
              showIcon
              message={failure.title}
              description={failure.reason}
            />
          )}
          <BusyButton type="primary" htmlType="submit" block size="large" busy={sendCode.isPending}>
            Send Reset Code
          </BusyButton>
        </Form>
      ) : (
        <Form layout="vertical" requiredMark={false} onFinish={onReset} className="pl-auth-form" noValidate>
          <p className="pl-auth-card__lede">
            Enter the {AUTH_CODE_LENGTH}-digit code we e-mailed to <span className="pl-auth-email">{email.trim()}</span>{' '}
            and choose a new password.
          </p>
          <Form.Item label="Reset code" htmlFor="forgot-code" {...item('code')}>
            <Input
              id="forgot-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              disabled={done}
              onChange={(e) => setCode(e.target.value)}
            />
          </Form.Item>
          <Form.Item label="New password" htmlFor="forgot-new-password" {...item('newPassword')}>
            <Input.Password
              id="forgot-new-password"
              autoComplete="new-password"
              value={newPassword}
              disabled={done}
              onChange={(e) => setNewPassword(e.target.value)}
            />
          </Form.Item>
          {failure && (
            <Alert
              className="pl-auth-form__message--above"
              type="error"
              showIcon
              message={failure.title}
              description={failure.reason}
            />
          )}
          <BusyButton type="primary" htmlType="submit" block size="large" busy={confirmReset.isPending} disabled={done}>
            Reset Password
          </BusyButton>
          {done && (
            <p className="pl-auth-success" role="status">
              {MESSAGES.resetSuccess}
            </p>
          )}
          {!done && (
            <p className="pl-auth-resend">
              <button
                type="button"
                className="pl-auth-link-button"
                onClick={() => {
                  setFailure(null);
                  setErrors({});
                  setStep('email');
                }}
              >
                Use a different e-mail or send a new code
              </button>
            </p>
          )}
        </Form>
      )}
    </Modal>
  );
}
