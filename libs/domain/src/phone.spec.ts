import {
  COUNTRY_CODES,
  formatPhone,
  maxPhoneDigits,
  PHONE_INPUT_MAX_LENGTH,
  phoneDigits,
  storedPhoneNumber,
  summitLeadProblem,
  type CountryCode,
} from './phone';

const FULL: Record<CountryCode, [digits: string, formatted: string]> = {
  '+1': ['5551234567', '(555) 123-4567'],
  '+44': ['07911123456', '07911 123456'],
  '+61': ['412345678', '412 345 678'],
  '+91': ['9876543210', '98765 43210'],
  '+86': ['13812345678', '138 1234 5678'],
  '+81': ['9012345678', '90 1234 5678'],
  '+49': ['15123456789', '151 2345 6789'],
  '+33': ['612345678', '6 12 34 56 78'],
  '+39': ['3123456789', '312 345 6789'],
  '+34': ['612345678', '612 345 678'],
  '+52': ['5512345678', '55 1234 5678'],
  '+55': ['11912345678', '(11) 91234-5678'],
};

describe('phone formatting for the summit form', () => {
  it('covers exactly the 12 supported country codes', () => {
    expect(COUNTRY_CODES).toHaveLength(12);
    expect(Object.keys(FULL).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it.each(COUNTRY_CODES)('%s: formats a full number with its grouping', (code) => {
    const [digits, formatted] = FULL[code];
    expect(maxPhoneDigits(code)).toBe(digits.length);
    expect(formatPhone(code, digits)).toBe(formatted);
    expect(formatted.length).toBeLessThanOrEqual(PHONE_INPUT_MAX_LENGTH);
  });

  it.each(COUNTRY_CODES)('%s: drops digits past the maximum and every non-digit', (code) => {
    const [digits, formatted] = FULL[code];
    expect(formatPhone(code, `${digits}999`)).toBe(formatted);
    expect(formatPhone(code, digits.split('').join('-x '))).toBe(formatted);
    expect(phoneDigits(code, `abc${digits}99`)).toBe(digits);
  });

  it.each(COUNTRY_CODES)(
    '%s: formats partial input as typed, never ending on a literal',
    (code) => {
      const [digits] = FULL[code];
      for (let n = 1; n <= digits.length; n += 1) {
        const partial = formatPhone(code, digits.slice(0, n));
        expect(partial.replace(/\D/g, '')).toBe(digits.slice(0, n));
        expect(partial.at(-1)).toMatch(/\d/);
      }
    },
  );

  it('formats +1 progressively with parentheses', () => {
    expect(formatPhone('+1', '5')).toBe('(5');
    expect(formatPhone('+1', '555')).toBe('(555');
    expect(formatPhone('+1', '5551')).toBe('(555) 1');
    expect(formatPhone('+1', '555123')).toBe('(555) 123');
    expect(formatPhone('+1', '5551234')).toBe('(555) 123-4');
    expect(formatPhone('+1', '')).toBe('');
    expect(formatPhone('+1', '()- ')).toBe('');
  });

  it('drops the selected country code when the number is pasted with it', () => {
    expect(formatPhone('+1', '+1 555 123 4567')).toBe('(555) 123-4567');
    expect(formatPhone('+44', '+44 7911 123456')).toBe('79111 23456');
    expect(storedPhoneNumber('+1', '+1 (555) 123-4567')).toBe('+15551234567');
    expect(summitLeadProblem({ name: 'Ada', countryCode: '+1', phone: '+1 555 123 4567' })).toBe(
      undefined,
    );
  });

  it('stores the code followed by digits only', () => {
    expect(storedPhoneNumber('+1', '(555) 123-4567')).toBe('+15551234567');
    expect(storedPhoneNumber('+44', '07911 123456')).toBe('+4407911123456');
  });
});

describe('summit lead validation', () => {
  const valid = { name: 'Ada', countryCode: '+1' as const, phone: '(555) 123-4567' };

  it('accepts a complete lead', () => {
    expect(summitLeadProblem(valid)).toBeUndefined();
  });

  it('reports the name first, then a missing phone, then a bad one', () => {
    expect(summitLeadProblem({ ...valid, name: '   ', phone: '' })).toBe('nameRequired');
    expect(summitLeadProblem({ ...valid, phone: '  ' })).toBe('phoneRequired');
    expect(summitLeadProblem({ ...valid, phone: '123456' })).toBe('phoneInvalid');
    expect(summitLeadProblem({ ...valid, phone: '1234567' })).toBeUndefined();
  });

  it('refuses more digits than the country allows or than 15', () => {
    expect(summitLeadProblem({ ...valid, phone: '55512345678' })).toBe('phoneInvalid');
    expect(summitLeadProblem({ ...valid, countryCode: '+44', phone: '1234567890123456' })).toBe(
      'phoneInvalid',
    );
  });
});
