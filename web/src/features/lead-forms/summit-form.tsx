import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  FORM_LIMITS,
  PHONE_INPUT_MAX_LENGTH,
  SUMMIT_MESSAGES,
  isCountryCode,
  summitLeadProblem,
  type CountryCode,
  type SummitLeadProblem,
} from '@retainly/domain';
import { errorMessage } from '@/lib/api-client';
import { FormAlert, FormControl, inputClass } from './form-controls';
import { submitSummitLead } from './lead-forms-api';
import { usePhoneInput } from './use-phone-input';
import { buttonClass } from '@/components/ui/button-styles';

/** The summit lead form: idle, submitting, submitted (spec §4 'Summit form'). */
export function SummitForm() {
  const errorId = useId();
  const [name, setName] = useState('');
  const [countryCode, setCountryCode] = useState<CountryCode>(DEFAULT_COUNTRY_CODE);
  const {
    phone,
    inputRef: phoneRef,
    onChange: onPhoneChange,
    regroup,
  } = usePhoneInput(countryCode);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<SummitLeadProblem | null>(null);
  const mutation = useMutation({ mutationFn: submitSummitLead });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = summitLeadProblem({ name, countryCode, phone });
    setProblem(found ?? null);
    if (found) {
      setError(SUMMIT_MESSAGES[found]);
      return;
    }
    setError(null);
    mutation.mutate(
      { name, countryCode, phone },
      { onError: (failure) => setError(errorMessage(failure, SUMMIT_MESSAGES.failed)) },
    );
  };

  if (mutation.isSuccess) return <SummitThankYou />;

  const busy = mutation.isPending;
  return (
    <form noValidate onSubmit={submit} aria-label="Get more info" className="flex flex-col gap-5">
      <FormControl
        label="First name"
        required
        invalid={problem === 'nameRequired'}
        errorId={errorId}
      >
        {(props) => (
          <input
            {...props}
            className={inputClass}
            autoComplete="given-name"
            required
            maxLength={FORM_LIMITS.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </FormControl>
      <div className="grid grid-cols-[7.5rem_1fr] items-end gap-3">
        <FormControl label="Country code" required errorId={errorId}>
          {(props) => (
            <select
              {...props}
              className={inputClass}
              autoComplete="tel-country-code"
              value={countryCode}
              onChange={(e) => {
                const code = e.target.value;
                if (!isCountryCode(code)) return;
                setCountryCode(code);
                regroup(code);
              }}
            >
              {COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </FormControl>
        <FormControl
          label="Phone number"
          required
          invalid={problem === 'phoneRequired' || problem === 'phoneInvalid'}
          errorId={errorId}
        >
          {(props) => (
            <input
              {...props}
              ref={phoneRef}
              className={inputClass}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              maxLength={PHONE_INPUT_MAX_LENGTH}
              value={phone}
              onChange={onPhoneChange}
            />
          )}
        </FormControl>
      </div>
      <FormAlert id={errorId} message={error} />
      <button type="submit" className={buttonClass({ size: 'xl' })} disabled={busy}>
        {busy ? 'Submitting...' : 'Send Me More Info'}
      </button>
      <p className="text-sm text-slate-600">
        We will text you the details. Message and data rates may apply.
      </p>
    </form>
  );
}

function SummitThankYou() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone; move focus to its replacement so keyboard and screen-reader users follow.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="rounded-xl bg-green-50 p-6 text-center">
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-green-800 outline-none">
        Thank You! Check your texts!
      </h3>
      <p className="mt-2 text-slate-700">
        We just sent you a message with everything we talked about.
      </p>
    </div>
  );
}
