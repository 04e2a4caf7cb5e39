import { FacebookFilled, XOutlined } from '@ant-design/icons';
import { Button, Form, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { AuthCard, OrDivider } from './auth-card';
import { countryOptions } from './countries';
import { GoogleMark } from './google-button';
import { PhoneField } from './phone-field';
import { type SignupField, signupPayload } from './signup-validation';
import { NameFields, PasswordFields, TextField } from './text-field';
import { useSignUp, useSignupValues } from './use-sign-up';

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

const NO_DETAILS: CompanyDetails = { type: 'company', companyName: '', designation: '', country: undefined, state: '' };

/** Company name, designation, country and state: shown and kept on the form, never sent (spec 001 §2). */
function CompanyDetailsFields(props: {
  details: CompanyDetails;
  setDetail: <K extends keyof CompanyDetails>(key: K, value: CompanyDetails[K]) => void;
}) {
  const { details, setDetail } = props;
  const countries = useMemo(countryOptions, []);
  return (
    <>
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
    </>
  );
}

/**
 * Spec 001 §2 "Company sign-up" (/comapanysignup): every field is shown, but only e-mail, password and the names are
 * sent; the social buttons do nothing; a refusal is shown in an alert (spec 001 §8).
 */
export function CompanySignupForm() {
  const [details, setDetails] = useState<CompanyDetails>(NO_DETAILS);
  const { values, errors, set, validate } = useSignupValues({ checked: CHECKED_FIELDS });
  const mutation = useSignUp((message) => window.alert(message));
  const setDetail = <K extends keyof CompanyDetails>(key: K, value: CompanyDetails[K]) =>
    setDetails((current) => ({ ...current, [key]: value }));

  const onSubmit = () => {
    if (validate()) mutation.mutate(signupPayload(values, { withPhone: false }));
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
      {/* Spec 001 §2: on this page the Google, Facebook and Twitter buttons do nothing. */}
      <div className="pl-social-row">
        <Button icon={<GoogleMark />}>Google</Button>
        <Button icon={<FacebookFilled style={{ color: '#1877f2' }} />}>Facebook</Button>
        <Button icon={<XOutlined />}>Twitter</Button>
      </div>
    </AuthCard>
  );
}
