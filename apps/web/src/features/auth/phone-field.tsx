import PhoneInputModule, { type CountryData } from 'react-phone-input-2';
import 'react-phone-input-2/lib/style.css';
import { acceptPhoneInput, DEFAULT_PHONE_COUNTRY, PREFERRED_PHONE_COUNTRIES } from './phone';

// The package is CommonJS: depending on the bundler's interop its default export arrives wrapped once more.
const PhoneInput = (PhoneInputModule as unknown as { default?: typeof PhoneInputModule }).default ?? PhoneInputModule;

export interface PhoneFieldProps {
  id: string;
  /** Digits with the calling code, as the picker reports them (e.g. 919876543210). */
  value: string;
  onChange: (value: string, dialCode: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Spec 001 §2 Sign-up: a phone input with a country picker — India by default, India/US/UK first, searchable, the
 * calling code not editable — and the typing rules of spec 001 §5 (more than 15 digits is refused).
 */
export function PhoneField({ id, value, onChange, invalid = false, describedBy }: PhoneFieldProps) {
  return (
    <PhoneInput
      country={DEFAULT_PHONE_COUNTRY}
      preferredCountries={PREFERRED_PHONE_COUNTRIES}
      // In the spec's order (India, US, UK), not alphabetically.
      preserveOrder={['preferredCountries']}
      enableSearch
      disableSearchIcon
      searchPlaceholder="Search countries"
      countryCodeEditable={false}
      enableLongNumbers={false}
      value={value}
      onChange={(next, country) => {
        const accepted = acceptPhoneInput(next);
        if (accepted === null) return;
        onChange(accepted.replace(/^\+/, ''), (country as CountryData).dialCode ?? '');
      }}
      containerClass={`pl-phone${invalid ? ' pl-phone--invalid' : ''}`}
      inputProps={{
        id,
        name: 'phone',
        autoComplete: 'tel',
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
      }}
    />
  );
}
