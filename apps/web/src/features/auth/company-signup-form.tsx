import { FacebookFilled, XOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BusyButton } from '../../app/busy-button/busy-button';
import { signUp } from './auth-api';
import { AuthCard, OrDivider } from './auth-card';
import { countryOptions } from './countries';
import { GoogleMark } from './google-button';
import { DEFAULT_DIAL_CODE } from './phone';
import { PhoneField } from './phone-field';
import type { ConfirmSignupState } from './signup-form';
import {
  type SignupErrors,
  type SignupField,
  type SignupValues,
  signupErrorMessage,
  signupPayload,
  validateSignup,
  validateSignupField,
} from './signup-validation';

type AccountType = 'company' | 'individual';

interface CompanyDetails {
  type: AccountType;
  companyName: string;
  designation: string;
  country: string | undefined;
  state: string;
}

/** Only e-mail, password and the names are sent (spec 001 §2): these are the fields that are checked. */
const CHECKED_FIELDS: readonly SignupField[] = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'];

const EMPTY: SignupValues = {
  firstName: '',
  lastName: '',
  phone: '',
  dialCode: DEFAULT_DIAL_CODE,
  email: '',
  password: '',
  confirmPassword: '',
};

/**
 * Spec 001 §2 "Company sign-up" (/comapanysignup): every field is shown, but only e-mail, password and the names are
 * sent; the social buttons do nothing; a refusal is shown in an alert (spec 001 §8).
 */
export function CompanySignupForm() {
  const navigate = useNavigate();
  const countries = useMemo(countryOptions, []);
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [details, setDetails] = useState<CompanyDetails>({
    type: 'company',
    companyName: '',
    designation: '',
    country: undefined,
    state: '',
  });
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const mutation = useMutation({
    mutationFn: signUp,
    onSuccess: (answer, payload) => {
      const detail = typeof answer.detail === 'object' ? answer.detail : undefined;
      const userId = answer.cognito_user_id ?? detail?.cognito_user_id ?? null;
      if (answer.success !== true && !detail?.success && !userId) {
        window.alert(signupErrorMessage(answer));
        return;
      }
      const state: ConfirmSignupState = { email: payload.email ?? '', userId: userId ? String(userId) : null };
      navigate('/confirm-signup', { state });
    },
    onError: (error) => window.alert(signupErrorMessage(error)),
  });

  const set = (field: SignupField, value: string, dialCode?: string) => {
    const next = { ...values, [field]: value, ...(dialCode !== undefined ? { dialCode } : {}) };
    setValues(next);
    if (submitted && CHECKED_FIELDS.includes(field)) {
      setErrors((current) => ({ ...current, [field]: validateSignupField(field, next) }));
    }
  };
  const setDetail = <K extends keyof CompanyDetails>(key: K, value: CompanyDetails[K]) =>
    setDetails((current) => ({ ...current, [key]: value }));

  const onSubmit = () => {
    setSubmitted(true);
    const found = validateSignup(values, CHECKED_FIELDS);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(signupPayload(values, { withPhone: false }));
  };

  const item = (field: SignupField) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });

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
        <Form.Item label="Account type">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={details.type}
            onChange={(e) => setDetail('type', e.target.value as AccountType)}
            options={[
              { label: 'Company', value: 'company' },
              { label: 'Individual', value: 'individual' },
            ]}
          />
        </Form.Item>
        <div className="pl-auth-form__row">
          <Form.Item label="First name" htmlFor="company-first-name" {...item('firstName')}>
            <Input
              id="company-first-name"
              autoComplete="given-name"
              value={values.firstName}
              onChange={(e) => set('firstName', e.target.value)}
            />
          </Form.Item>
          <Form.Item label="Last name" htmlFor="company-last-name" {...item('lastName')}>
            <Input
              id="company-last-name"
              autoComplete="family-name"
              value={values.lastName}
              onChange={(e) => set('lastName', e.target.value)}
            />
          </Form.Item>
        </div>
        <div className="pl-auth-form__row">
          <Form.Item label="Email" htmlFor="company-email" {...item('email')}>
            <Input
              id="company-email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
          </Form.Item>
          <Form.Item label="Phone number" htmlFor="company-phone">
            <PhoneField
              id="company-phone"
              value={values.phone}
              onChange={(phone, dialCode) => set('phone', phone, dialCode)}
            />
          </Form.Item>
        </div>
        <div className="pl-auth-form__row">
          <Form.Item label="Company name" htmlFor="company-name">
            <Input
              id="company-name"
              autoComplete="organization"
              value={details.companyName}
              onChange={(e) => setDetail('companyName', e.target.value)}
            />
          </Form.Item>
          <Form.Item label="Designation" htmlFor="company-designation">
            <Input
              id="company-designation"
              autoComplete="organization-title"
              value={details.designation}
              onChange={(e) => setDetail('designation', e.target.value)}
            />
          </Form.Item>
        </div>
        <div className="pl-auth-form__row">
          <Form.Item label="Country" htmlFor="company-country">
            <Select
              id="company-country"
              showSearch
              optionFilterProp="label"
              placeholder="Choose a country"
              options={countries}
              value={details.country}
              onChange={(country: string) => setDetail('country', country)}
            />
          </Form.Item>
          <Form.Item label="State" htmlFor="company-state">
            <Input
              id="company-state"
              autoComplete="address-level1"
              value={details.state}
              onChange={(e) => setDetail('state', e.target.value)}
            />
          </Form.Item>
        </div>
        <div className="pl-auth-form__row">
          <Form.Item label="Password" htmlFor="company-password" {...item('password')}>
            <Input.Password
              id="company-password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
            />
          </Form.Item>
          <Form.Item label="Confirm password" htmlFor="company-confirm-password" {...item('confirmPassword')}>
            <Input.Password
              id="company-confirm-password"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(e) => set('confirmPassword', e.target.value)}
            />
          </Form.Item>
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
      {/* Spec 001 §2: on this page the Google, Facebook and Twitter buttons do nothing. */}
      <div className="pl-social-row">
        <Button icon={<GoogleMark />}>Google</Button>
        <Button icon={<FacebookFilled style={{ color: '#1877f2' }} />}>Facebook</Button>
        <Button icon={<XOutlined />}>Twitter</Button>
      </div>
    </AuthCard>
  );
}
