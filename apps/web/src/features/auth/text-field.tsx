import { Form, Input } from 'antd';
import type { SignupErrors, SignupField, SignupValues } from './signup-validation';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  autoComplete?: string;
  type?: 'email' | 'text';
  /** A password box with its show/hide eye. */
  password?: boolean;
  /** The message under the field, when it has one. */
  error?: string;
  maxLength?: number;
}

/** A labelled text box as the sign-up forms draw it, with its message under it. */
export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, autoComplete, type, password, error, maxLength } = props;
  const Control = password ? Input.Password : Input;
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
      <Control
        id={id}
        type={password ? undefined : type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Item>
  );
}

/** What the shared sign-up field groups read and write. */
export interface SignupFieldsProps {
  /** `signup` or `company`: ids become `signup-first-name`, `company-password` … */
  idPrefix: string;
  values: SignupValues;
  errors: SignupErrors;
  set: (field: SignupField, value: string) => void;
}

/** First and last name side by side. */
export function NameFields({ idPrefix, values, errors, set }: SignupFieldsProps) {
  return (
    <div className="pl-auth-form__row">
      <TextField
        id={`${idPrefix}-first-name`}
        label="First name"
        autoComplete="given-name"
        value={values.firstName}
        onChange={(v) => set('firstName', v)}
        error={errors.firstName}
      />
      <TextField
        id={`${idPrefix}-last-name`}
        label="Last name"
        autoComplete="family-name"
        value={values.lastName}
        onChange={(v) => set('lastName', v)}
        error={errors.lastName}
      />
    </div>
  );
}

/** The password and its confirmation; `confirmLabel` is what each form calls the second box. */
export function PasswordFields({
  idPrefix,
  values,
  errors,
  set,
  confirmLabel,
}: SignupFieldsProps & { confirmLabel: string }) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        password
        autoComplete="new-password"
        value={values.password}
        onChange={(v) => set('password', v)}
        error={errors.password}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label={confirmLabel}
        password
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(v) => set('confirmPassword', v)}
        error={errors.confirmPassword}
      />
    </>
  );
}
