import type { AccountType, CompanyDetailsPayload } from '@podloom/contract';
import { Form, Radio, Select } from 'antd';
import { useMemo } from 'react';
import { countryOptions } from './countries';
import { TextField } from './text-field';

/** Company sign-up's details as the form holds them (spec 001 §2); the profile edits the same ones. */
export interface CompanyDetails {
  type: AccountType;
  companyName: string;
  designation: string;
  country: string | undefined;
  state: string;
}

export const NO_DETAILS: CompanyDetails = {
  type: 'company',
  companyName: '',
  designation: '',
  country: undefined,
  state: '',
};

export type SetDetail = <K extends keyof CompanyDetails>(key: K, value: CompanyDetails[K]) => void;

/** What the server keeps: the form's values as the API names them. */
export function companyPayload(details: CompanyDetails): CompanyDetailsPayload {
  return {
    accountType: details.type,
    companyName: details.companyName.trim(),
    designation: details.designation.trim(),
    country: details.country ?? null,
    state: details.state.trim(),
  };
}

/** The profile's stored details back into the form's shape. */
export function detailsFrom(profile: {
  accountType?: string | null;
  companyName?: string | null;
  designation?: string | null;
  country?: string | null;
  state?: string | null;
}): CompanyDetails {
  return {
    type: profile.accountType === 'individual' ? 'individual' : 'company',
    companyName: profile.companyName ?? '',
    designation: profile.designation ?? '',
    country: profile.country ?? undefined,
    state: profile.state ?? '',
  };
}

export function AccountTypeField({ details, setDetail }: { details: CompanyDetails; setDetail: SetDetail }) {
  return (
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
  );
}

/** Company name, designation, country and state (spec 001 §2). */
export function CompanyDetailsFields(props: { idPrefix?: string; details: CompanyDetails; setDetail: SetDetail }) {
  const { details, setDetail, idPrefix = 'company' } = props;
  const countries = useMemo(countryOptions, []);
  return (
    <>
      <div className="pl-auth-form__row">
        <TextField
          id={`${idPrefix}-name`}
          label="Company name"
          autoComplete="organization"
          maxLength={120}
          value={details.companyName}
          onChange={(v) => setDetail('companyName', v)}
        />
        <TextField
          id={`${idPrefix}-designation`}
          label="Designation"
          autoComplete="organization-title"
          maxLength={120}
          value={details.designation}
          onChange={(v) => setDetail('designation', v)}
        />
      </div>
      <div className="pl-auth-form__row">
        <Form.Item label="Country" htmlFor={`${idPrefix}-country`}>
          <Select
            id={`${idPrefix}-country`}
            showSearch
            allowClear
            optionFilterProp="label"
            placeholder="Choose a country"
            options={countries}
            value={details.country}
            onChange={(country: string | undefined) => setDetail('country', country)}
          />
        </Form.Item>
        <TextField
          id={`${idPrefix}-state`}
          label="State"
          autoComplete="address-level1"
          maxLength={120}
          value={details.state}
          onChange={(v) => setDetail('state', v)}
        />
      </div>
    </>
  );
}
