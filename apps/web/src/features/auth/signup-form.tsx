import { Alert, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { useIsMobile } from '../../ui/use-media-query';
import { ArrowLeftIcon } from '../header';
import { AuthCard, OrDivider } from './auth-card';
import { GoogleSignInButton } from './google-button';
import { PhoneField } from './phone-field';
import { type SignupField, signupPayload } from './signup-validation';
import { NameFields, PasswordFields, TextField } from './text-field';
import { useSignUp, useSignupValues } from './use-sign-up';

/** Spec 001 §2 "Sign-up screen", §4 Sign-up, §5 Sign-up, §8. */
export function SignupForm() {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [serverError, setServerError] = useState<string | null>(null);
  const { values, errors, set, validate } = useSignupValues({ confirmFollowsPassword: true });
  const mutation = useSignUp(setServerError, values.email.trim());

  const onSubmit = () => {
    setServerError(null);
    if (validate()) mutation.mutate(signupPayload(values));
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
