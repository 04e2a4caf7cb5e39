import { AUTH_CODE_LENGTH, MESSAGES } from '@podloom/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { type ForgotFailure, type ForgotFieldErrors, useForgotPassword } from './use-forgot-password';

export interface ForgotPasswordModalProps {
  open: boolean;
  /** What the login form holds, to save typing it twice. */
  initialEmail?: string;
  onClose: () => void;
}

type Flow = ReturnType<typeof useForgotPassword>;

const itemOf = (errors: ForgotFieldErrors) => (field: keyof ForgotFieldErrors) => ({
  validateStatus: errors[field] ? ('error' as const) : undefined,
  help: errors[field],
});

function FailureAlert({ failure }: { failure: ForgotFailure | null }) {
  if (!failure) return null;
  return (
    <Alert
      className="pl-auth-form__message--above"
      type="error"
      showIcon
      message={failure.title}
      description={failure.reason}
    />
  );
}

/** Step 1: the e-mail to send a reset code to. */
function EmailStep({ flow }: { flow: Flow }) {
  const item = itemOf(flow.errors);
  return (
    <Form layout="vertical" requiredMark={false} onFinish={flow.submit} className="pl-auth-form" noValidate>
      <p className="pl-auth-card__lede">Enter the e-mail you signed up with and we will send you a reset code.</p>
      <Form.Item label="Email" htmlFor="forgot-email" {...item('email')}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          value={flow.fields.email}
          onChange={(e) => flow.fields.setEmail(e.target.value)}
        />
      </Form.Item>
      <FailureAlert failure={flow.failure} />
      <BusyButton type="primary" htmlType="submit" block size="large" busy={flow.busy}>
        Send Reset Code
      </BusyButton>
    </Form>
  );
}

/** Step 2: the code from the e-mail and a new password. */
function ResetStep({ flow }: { flow: Flow }) {
  const { fields, done } = flow;
  const item = itemOf(flow.errors);
  return (
    <Form layout="vertical" requiredMark={false} onFinish={flow.submit} className="pl-auth-form" noValidate>
      <p className="pl-auth-card__lede">
        Enter the {AUTH_CODE_LENGTH}-digit code we e-mailed to{' '}
        <span className="pl-auth-email">{fields.email.trim()}</span> and choose a new password.
      </p>
      <Form.Item label="Reset code" htmlFor="forgot-code" {...item('code')}>
        <Input
          id="forgot-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={fields.code}
          disabled={done}
          onChange={(e) => fields.setCode(e.target.value)}
        />
      </Form.Item>
      <Form.Item label="New password" htmlFor="forgot-new-password" {...item('newPassword')}>
        <Input.Password
          id="forgot-new-password"
          autoComplete="new-password"
          value={fields.newPassword}
          disabled={done}
          onChange={(e) => fields.setNewPassword(e.target.value)}
        />
      </Form.Item>
      <FailureAlert failure={flow.failure} />
      <BusyButton type="primary" htmlType="submit" block size="large" busy={flow.busy} disabled={done}>
        Reset Password
      </BusyButton>
      {done && (
        <p className="pl-auth-success" role="status">
          {MESSAGES.resetSuccess}
        </p>
      )}
      {!done && (
        <p className="pl-auth-resend">
          <button type="button" className="pl-auth-link-button" onClick={flow.startOver}>
            Use a different e-mail or send a new code
          </button>
        </p>
      )}
    </Form>
  );
}

/**
 * Spec 001 §2, §4 "Forgot password": step 1 sends a reset code, step 2 takes the code and a new password. After a
 * successful reset the modal closes and resets 1.5 s later; closing it at any time resets it.
 */
export function ForgotPasswordModal({ open, initialEmail = '', onClose }: ForgotPasswordModalProps) {
  const flow = useForgotPassword(open, initialEmail, onClose);
  return (
    <Modal open={open} onCancel={flow.close} footer={null} title="Reset your password" destroyOnHidden width={440}>
      {flow.step === 'email' ? <EmailStep flow={flow} /> : <ResetStep flow={flow} />}
    </Modal>
  );
}
