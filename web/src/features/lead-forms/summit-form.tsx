import { useController } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  FORM_LIMITS,
  PHONE_INPUT_MAX_LENGTH,
  SUMMIT_MESSAGES,
  isCountryCode,
  summitLeadProblem,
} from '@retainly/domain';
import { FormAlert, useFormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { submitOrAlert, useZodForm } from '@/components/form/use-zod-form';
import { FormControl, inputClass, TextField } from './form-controls';
import { useSubmitSummitLead } from './api/submit-summit-lead';
import { usePhoneInput } from './use-phone-input';
import { FocusedHeading } from './focused-heading';

/** The domain's rule (the api applies the same), reported on the field it is about. */
const leadSchema = z
  .object({ name: z.string(), countryCode: z.enum(COUNTRY_CODES), phone: z.string() })
  .check(
    z.superRefine((lead, ctx) => {
      const problem = summitLeadProblem(lead);
      if (!problem) return;
      const field = problem === 'nameRequired' ? 'name' : 'phone';
      ctx.addIssue({ code: 'custom', path: [field], message: SUMMIT_MESSAGES[problem] });
    }),
  );

/** The summit lead form: idle, submitting, submitted (spec §4 'Summit form'). */
export function SummitForm() {
  const form = useZodForm(leadSchema, {
    name: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    phone: '',
  });
  const { register, formState } = form;
  const alert = useFormAlert(formState.errors, ['name', 'phone']);
  const { field: phoneField } = useController({ control: form.control, name: 'phone' });
  const phone = usePhoneInput(form.watch('countryCode'), phoneField.value, phoneField.onChange);
  const mutation = useSubmitSummitLead();

  const submit = form.handleSubmit((lead) =>
    submitOrAlert(
      form,
      async () => void (await mutation.mutateAsync(lead)),
      SUMMIT_MESSAGES.failed,
    ),
  );

  if (mutation.isSuccess) return <SummitThankYou />;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Get more info"
      className="flex flex-col gap-5"
    >
      <TextField
        label="First name"
        required
        alert={alert}
        field="name"
        autoComplete="given-name"
        maxLength={FORM_LIMITS.name}
        registration={register('name')}
      />
      <div className="grid grid-cols-[7.5rem_1fr] items-end gap-3">
        <FormControl label="Country code" required alert={alert}>
          {(props) => (
            <select
              {...props}
              {...register('countryCode', {
                onChange: (event: { target: { value: string } }) => {
                  if (isCountryCode(event.target.value)) phone.regroup(event.target.value);
                },
              })}
              className={inputClass}
              autoComplete="tel-country-code"
            >
              {COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </FormControl>
        <FormControl label="Phone number" required alert={alert} field="phone">
          {(props) => (
            <input
              {...props}
              ref={(input) => {
                phoneField.ref(input);
                phone.inputRef.current = input;
              }}
              name={phoneField.name}
              onBlur={phoneField.onBlur}
              className={inputClass}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              maxLength={PHONE_INPUT_MAX_LENGTH}
              value={phoneField.value}
              onChange={phone.onChange}
            />
          )}
        </FormControl>
      </div>
      <FormAlert id={alert.id} message={alert.message} />
      <SubmitButton size="xl" busy={formState.isSubmitting} busyLabel="Submitting...">
        Send Me More Info
      </SubmitButton>
      <p className="text-sm text-slate-600">
        We will text you the details. Message and data rates may apply.
      </p>
    </form>
  );
}

function SummitThankYou() {
  return (
    <div role="status" className="rounded-xl bg-green-50 p-6 text-center">
      <FocusedHeading level={3}>Thank You! Check your texts!</FocusedHeading>
      <p className="mt-2 text-slate-700">
        We just sent you a message with everything we talked about.
      </p>
    </div>
  );
}
