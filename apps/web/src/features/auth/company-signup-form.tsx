import { FacebookFilled, XOutlined } from '@ant-design/icons';
import { Button, Form, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { AuthCard, OrDivider } from './auth-card';
import {
  AccountTypeField,
  type CompanyDetails,
  CompanyDetailsFields,
  companyPayload,
  NO_DETAILS,
} from './company-details';
import { GoogleSignInButton } from './google-button';
import { PhoneField } from './phone-field';
import { type SignupField, signupPayload } from './signup-validation';
import { NameFields, PasswordFields, TextField } from './text-field';
import { useSignUp, useSignupValues } from './use-sign-up';

/** Only these are required; the company details may be left empty and are sent as they are. */
const CHECKED_FIELDS: readonly SignupField[] = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'];

const SOCIAL_NOT_OFFERED = (provider: string) => `Sign-up with ${provider} is not offered.`;

/**
 * Spec 001 §2 "Company sign-up" (/comapanysignup): every field is shown and kept with the account; Google works as
 * on /signup; a refusal is shown in an alert (spec 001 §8).
 */
export function CompanySignupForm() {
  const [details, setDetails] = useState<CompanyDetails>(NO_DETAILS);
  const { values, errors, set, validate } = useSignupValues({ checked: CHECKED_FIELDS });
  const mutation = useSignUp((message) => window.alert(message));
  const setDetail = <K extends keyof CompanyDetails>(key: K, value: CompanyDetails[K]) =>
    setDetails((current) => ({ ...current, [key]: value }));

  const onSubmit = () => {
    if (validate())
      mutation.mutate({ ...signupPayload(values, { withPhone: false }), company: companyPayload(details) });
  };

  return (
    <AuthCard
      wide
      title="Sign up your company"
      lede="One account for your team's podcasts."
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    >
      <Form layout="vertical" requiredMark={false} onFinish={onSubmit} className="pl-auth-form" noValidate>
        <AccountTypeField details={details} setDetail={setDetail} />
        <NameFields idPrefix="company" values={values} errors={errors} set={set} />
        <div className="pl-auth-form__row">
          <TextField
            id="company-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(v) => set('email', v)}
            error={errors.email}
          />
          <Form.Item label="Phone number" htmlFor="company-phone">
            <PhoneField
              id="company-phone"
              value={values.phone}
              onChange={(phone, dialCode) => set('phone', phone, dialCode)}
            />
          </Form.Item>
        </div>
        <CompanyDetailsFields details={details} setDetail={setDetail} />
        <div className="pl-auth-form__row">
          <PasswordFields
            idPrefix="company"
            values={values}
            errors={errors}
            set={set}
            confirmLabel="Confirm password"
          />
        </div>
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
      <GoogleSignInButton label="Google" />
      {/* Facebook and Twitter sign-in are not offered: shown as the spec draws them, disabled, saying so. */}
      <div className="pl-social-row">
        <Tooltip title={SOCIAL_NOT_OFFERED('Facebook')}>
          <span>
            <Button disabled icon={<FacebookFilled />} aria-label={SOCIAL_NOT_OFFERED('Facebook')}>
              Facebook
            </Button>
          </span>
        </Tooltip>
        <Tooltip title={SOCIAL_NOT_OFFERED('Twitter')}>
          <span>
            <Button disabled icon={<XOutlined />} aria-label={SOCIAL_NOT_OFFERED('Twitter')}>
              Twitter
            </Button>
          </span>
        </Tooltip>
      </div>
    </AuthCard>
  );
}
