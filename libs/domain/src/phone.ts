/**
 * The summit form's phone rules (spec §5), shared by the browser (formatting while typing) and
 * the api (re-validation). `#` in a pattern is one digit; its length is the code's maximum.
 */
export const COUNTRY_PHONE_FORMATS = {
  '+1': '(###) ###-####',
  '+44': '##### ######',
  '+61': '### ### ###',
  '+91': '##### #####',
  '+86': '### #### ####',
  '+81': '## #### ####',
  '+49': '### #### ####',
  '+33': '# ## ## ## ##',
  '+39': '### ### ####',
  '+34': '### ### ###',
  '+52': '## #### ####',
  '+55': '(##) #####-####',
} as const;

export type CountryCode = keyof typeof COUNTRY_PHONE_FORMATS;
export const COUNTRY_CODES = Object.keys(COUNTRY_PHONE_FORMATS) as CountryCode[];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+1';
export const PHONE_INPUT_MAX_LENGTH = 20;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

export const SUMMIT_MESSAGES = {
  nameRequired: 'Please enter your name',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
  failed: 'Something went wrong. Please try again.',
} as const;

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && Object.hasOwn(COUNTRY_PHONE_FORMATS, value);
}

export function maxPhoneDigits(code: CountryCode): number {
  return COUNTRY_PHONE_FORMATS[code].split('#').length - 1;
}

/** A pasted '+1 555…' already carries the selected code: it is not part of the number. */
function withoutCountryCode(code: CountryCode, input: string): string {
  const trimmed = input.trim();
  return trimmed.startsWith(code) ? trimmed.slice(code.length) : trimmed;
}

/** Digits only, at most the country's maximum. */
export function phoneDigits(code: CountryCode, input: string): string {
  return withoutCountryCode(code, input).replace(/\D/g, '').slice(0, maxPhoneDigits(code));
}

/**
 * Formats what the user typed so far with the country's grouping; literals after the last digit
 * are left off so deleting never gets stuck on a ')' or '-'.
 */
export function formatPhone(code: CountryCode, input: string): string {
  const digits = phoneDigits(code, input);
  if (!digits) return '';
  let out = '';
  let next = 0;
  for (const char of COUNTRY_PHONE_FORMATS[code]) {
    if (next === digits.length) break;
    if (char === '#') out += digits[next++];
    else out += char;
  }
  return out.slice(0, PHONE_INPUT_MAX_LENGTH);
}

export type SummitLeadProblem = keyof Omit<typeof SUMMIT_MESSAGES, 'failed'>;

/** The first problem with a lead, in the order the form reports them; undefined when valid. */
export function summitLeadProblem(lead: {
  name: string;
  countryCode: CountryCode;
  phone: string;
}): SummitLeadProblem | undefined {
  if (!lead.name.trim()) return 'nameRequired';
  if (!lead.phone.trim()) return 'phoneRequired';
  const digits = withoutCountryCode(lead.countryCode, lead.phone).replace(/\D/g, '');
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return 'phoneInvalid';
  if (digits.length > maxPhoneDigits(lead.countryCode)) return 'phoneInvalid';
  return undefined;
}

/** What levelup_connections stores: the code followed by the digits only, e.g. +15551234567. */
export function storedPhoneNumber(code: CountryCode, phone: string): string {
  return `${code}${phoneDigits(code, phone)}`;
}
