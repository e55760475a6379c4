import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { formatPhone, type CountryCode } from '@retainly/domain';

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** Where the caret goes in `formatted` so that `digits` digits are before it. */
function caretAfterDigits(formatted: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]) && ++seen === digits) return index + 1;
  }
  return formatted.length;
}

/**
 * A phone input formatted while typing with the country's grouping (digits only). The caret
 * stays after the same digit when the grouping moves characters around, so editing in the
 * middle works, and Backspace on a ')' or '-' removes the digit before it. The value lives in
 * the form (`phone`, `setPhone`).
 */
export function usePhoneInput(
  countryCode: CountryCode,
  phone: string,
  setPhone: (phone: string) => void,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const digits = pendingCaret.current;
    pendingCaret.current = null;
    if (!input || digits === null || document.activeElement !== input) return;
    const position = caretAfterDigits(phone, digits);
    input.setSelectionRange(position, position);
  }, [phone]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    let raw = event.target.value;
    let caret = event.target.selectionStart ?? raw.length;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    if (inputType === 'deleteContentBackward' && digitCount(raw) === digitCount(phone)) {
      const before = raw.slice(0, caret).replace(/\d(?=\D*$)/, '');
      raw = before + raw.slice(caret);
      caret = before.length;
    }
    pendingCaret.current = digitCount(raw.slice(0, caret));
    setPhone(formatPhone(countryCode, raw));
  };

  /** The same digits, grouped the new country's way. */
  const regroup = (code: CountryCode) => setPhone(formatPhone(code, phone));

  return { inputRef, onChange, regroup };
}
