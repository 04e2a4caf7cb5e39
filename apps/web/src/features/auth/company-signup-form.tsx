import { FacebookFilled, XOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BusyButton } from '../../ui/busy-button/busy-button';
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
import { NameFields, PasswordFields, TextField } from './text-field';

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

  const _item = (field: SignupField) => ({
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
        <div className="pl-auth-form__row">
          <TextField
            id="company-name"
            label="Company name"
            autoComplete="organization"
            value={details.companyName}
            onChange={(v) => setDetail('companyName', v)}
          />
          <TextField
            id="company-designation"
            label="Designation"
            autoComplete="organization-title"
            value={details.designation}
            onChange={(v) => setDetail('designation', v)}
          />
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
          <TextField
            id="company-state"
            label="State"
            autoComplete="address-level1"
            value={details.state}
            onChange={(v) => setDetail('state', v)}
          />
        </div>
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
      {/* Spec 001 §2: on this page the Google, Facebook and Twitter buttons do nothing. */}
      <div className="pl-social-row">
        <Button icon={<GoogleMark />}>Google</Button>
        <Button icon={<FacebookFilled style={{ color: '#1877f2' }} />}>Facebook</Button>
        <Button icon={<XOutlined />}>Twitter</Button>
      </div>
    </AuthCard>
  );
}
