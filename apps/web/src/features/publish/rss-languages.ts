/** Feed languages (RSS `<language>`, BCP 47 in lower case), the app's languages first; en-us is the default. */
export const RSS_LANGUAGES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'en-us', name: 'English (United States)' },
  { code: 'en-gb', name: 'English (United Kingdom)' },
  { code: 'en-in', name: 'English (India)' },
  { code: 'en-au', name: 'English (Australia)' },
  { code: 'en-ca', name: 'English (Canada)' },
  { code: 'hi-in', name: 'Hindi' },
  { code: 'bn-in', name: 'Bengali' },
  { code: 'ta-in', name: 'Tamil' },
  { code: 'te-in', name: 'Telugu' },
  { code: 'mr-in', name: 'Marathi' },
  { code: 'gu-in', name: 'Gujarati' },
  { code: 'kn-in', name: 'Kannada' },
  { code: 'ml-in', name: 'Malayalam' },
  { code: 'pa-in', name: 'Punjabi' },
  { code: 'ur', name: 'Urdu' },
  { code: 'es-es', name: 'Spanish (Spain)' },
  { code: 'es-mx', name: 'Spanish (Mexico)' },
  { code: 'fr-fr', name: 'French (France)' },
  { code: 'fr-ca', name: 'French (Canada)' },
  { code: 'de-de', name: 'German' },
  { code: 'it-it', name: 'Italian' },
  { code: 'pt-br', name: 'Portuguese (Brazil)' },
  { code: 'pt-pt', name: 'Portuguese (Portugal)' },
  { code: 'nl-nl', name: 'Dutch' },
  { code: 'sv-se', name: 'Swedish' },
  { code: 'pl-pl', name: 'Polish' },
  { code: 'ru-ru', name: 'Russian' },
  { code: 'tr-tr', name: 'Turkish' },
  { code: 'ar', name: 'Arabic' },
  { code: 'ja-jp', name: 'Japanese' },
  { code: 'ko-kr', name: 'Korean' },
  { code: 'zh-cn', name: 'Chinese (Simplified)' },
  { code: 'zh-tw', name: 'Chinese (Traditional)' },
  { code: 'id-id', name: 'Indonesian' },
];

/** The select's options; a code the list lacks (from an existing feed) is kept as its own option. */
export function languageOptions(current: string) {
  const options = RSS_LANGUAGES.map((l) => ({ value: l.code, label: `${l.name} · ${l.code}` }));
  if (current && !RSS_LANGUAGES.some((l) => l.code === current)) options.unshift({ value: current, label: current });
  return options;
}
