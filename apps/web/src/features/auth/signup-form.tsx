import { useMutation } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { useIsMobile } from '../../ui/use-media-query';
import { ArrowLeftIcon } from '../header';
import { type SignupAnswer, signUp } from './auth-api';
import { AuthCard, OrDivider } from './auth-card';
import { GoogleSignInButton } from './google-button';
import { DEFAULT_DIAL_CODE } from './phone';
import { PhoneField } from './phone-field';
import {
  type SignupErrors,
  type SignupField,
  type SignupValues,
  signupErrorMessage,
  signupPayload,
  validateSignup,
  validateSignupField,
} from './signup-validation';
import { NameFields, PasswordFields, TextField } from './text-field';

const EMPTY: SignupValues = {
  firstName: '',
  lastName: '',
  phone: '',
  dialCode: DEFAULT_DIAL_CODE,
  email: '',
  password: '',
  confirmPassword: '',
};

/** What /confirm-signup receives in navigation state (spec 001 §4 Sign-up). */
export interface ConfirmSignupState {
  email: string;
  userId?: string | null;
}

/** Spec 001 §3: the new account's id, at the top of the answer or under `detail`. */
function userIdOf(answer: SignupAnswer): string | null {
  const detail = typeof answer.detail === 'object' ? answer.detail : undefined;
  const id = answer.cognito_user_id ?? detail?.cognito_user_id;
  return id == null || id === '' ? null : String(id);
}

/** Spec 001 §2 "Sign-up screen", §4 Sign-up, §5 Sign-up, §8. */
export function SignupForm() {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: signUp,
    onSuccess: (answer, payload) => {
      const userId = userIdOf(answer);
      const succeeded = answer.success === true || (typeof answer.detail === 'object' && answer.detail?.success);
      if (!succeeded && !userId) {
        setServerError(signupErrorMessage(answer));
        return;
      }
      const state: ConfirmSignupState = { email: payload.email ?? values.email.trim(), userId };
      navigate('/confirm-signup', { state });
    },
    onError: (error) => setServerError(signupErrorMessage(error)),
  });

  const set = (field: SignupField, value: string, dialCode?: string) => {
    const next = { ...values, [field]: value, ...(dialCode !== undefined ? { dialCode } : {}) };
    setValues(next);
    if (!submitted) return;
    // After the first attempt a field's message follows what is typed; the confirmation follows the password too.
    setErrors((current) => {
      const updated = { ...current, [field]: validateSignupField(field, next) };
      if (field === 'password' && next.confirmPassword) {
        updated.confirmPassword = validateSignupField('confirmPassword', next);
      }
      return updated;
    });
  };

  const onSubmit = () => {
    setSubmitted(true);
    setServerError(null);
    const found = validateSignup(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(signupPayload(values));
  };

  const item = (field: SignupField) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });

  return (
    <AuthCard
      title="Create your account"
      lede="Start turning ideas into podcasts in minutes."
      before={
        isMobile && (
          <button type="button" className="pl-auth-back" onClick={() => navigate('/')}>
            <ArrowLeftIcon width={18} height={18} /> Back
          </button>
        )
      }
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    >
      <Form layout="vertical" requiredMark={false} onFinish={onSubmit} className="pl-auth-form" noValidate>
        <NameFields idPrefix="signup" values={values} errors={errors} set={set} />
        <Form.Item label="Phone number (optional)" htmlFor="signup-phone" {...item('phone')}>
          <PhoneField
            id="signup-phone"
            value={values.phone}
            invalid={Boolean(errors.phone)}
            onChange={(phone, dialCode) => set('phone', phone, dialCode)}
          />
        </Form.Item>
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(v) => set('email', v)}
          error={errors.email}
        />
        <PasswordFields idPrefix="signup" values={values} errors={errors} set={set} confirmLabel="Re-enter password" />
        {serverError && (
          <Alert
            className="pl-auth-form__message pl-auth-form__message--above"
            type="error"
            showIcon
            message={serverError}
          />
        )}
        <BusyButton
          type="primary"
          htmlType="submit"
          size="large"
          block
          busy={mutation.isPending}
          className="pl-auth-form__submit"
        >
          Sign Up
        </BusyButton>
      </Form>
      <OrDivider />
      <GoogleSignInButton label="Sign up with Google" />
    </AuthCard>
  );
}
