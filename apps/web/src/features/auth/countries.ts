import { getCountries } from 'libphonenumber-js';

export interface CountryOption {
  value: string;
  label: string;
}

let cached: CountryOption[] | null = null;

/** Every country, named in English by the browser, for the company form's country list. */
export function countryOptions(): CountryOption[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  cached = getCountries()
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return cached;
}
