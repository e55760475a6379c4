import { useState } from 'react';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import {
  AFFILIATE_MESSAGES,
  FORM_LIMITS,
  NETWORK_SIZES,
  WEBINAR_MESSAGES,
  type NetworkSize,
} from '@retainly/domain';
import { FormAlert, useFormAlert } from '@/components/form/form-alert';
import { emailShaped, optionalText, requiredText } from '@/components/form/schema-rules';
import { SubmitButton } from '@/components/form/submit-button';
import { submitOrAlert, useZodForm } from '@/components/form/use-zod-form';
import { FormControl, inputClass, NameAndEmailFields } from './form-controls';
import { useSubmitAffiliateApplication } from './api/submit-affiliate-application';

const NETWORK_SIZE_LABELS: Record<NetworkSize, string> = {
  '1-10': '1-10',
  '11-25': '11-25',
  '26-50': '26-50',
  '51-100': '51-100',
  '100+': '100+',
  building: 'Just getting started (building)',
};

const required = AFFILIATE_MESSAGES.required;
const applicationSchema = z
  .object({
    fullName: requiredText(required),
    email: requiredText(required),
    company: optionalText(),
    // '' is the "Select your network size" placeholder.
    networkSize: z.pipe(z.string(), z.enum(NETWORK_SIZES, required)),
    audienceDescription: optionalText(),
  })
  .check(emailShaped(WEBINAR_MESSAGES.invalidEmail));

const EMPTY = {
  fullName: '',
  email: '',
  company: '',
  networkSize: '',
  audienceDescription: '',
};

/** The application form; a failed submission keeps everything the applicant typed. */
export function AffiliateForm() {
  const form = useZodForm(applicationSchema, EMPTY);
  const { register, formState } = form;
  const alert = useFormAlert(formState.errors, ['fullName', 'email', 'networkSize']);
  const [success, setSuccess] = useState<string | null>(null);
  const mutation = useSubmitAffiliateApplication();

  const submit = form.handleSubmit((application) =>
    submitOrAlert(
      form,
      async () => {
        const { message } = await mutation.mutateAsync({
          ...application,
          company: application.company || undefined,
          audienceDescription: application.audienceDescription || undefined,
        });
        form.reset(EMPTY);
        setSuccess(message);
        toast.success(message);
      },
      AFFILIATE_MESSAGES.failed,
    ),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setSuccess(null);
        void submit(event);
      }}
      onChange={() => setSuccess(null)}
      aria-labelledby="apply-title"
      className="flex flex-col gap-5"
    >
      <NameAndEmailFields
        name={{ field: 'fullName', label: 'Full name', autoComplete: 'name' }}
        limits={FORM_LIMITS}
        register={register}
        alert={alert}
      />
      <FormControl label="Company" alert={alert}>
        {(props) => (
          <input
            {...props}
            {...register('company')}
            className={inputClass}
            autoComplete="organization"
            maxLength={FORM_LIMITS.company}
          />
        )}
      </FormControl>
      <FormControl
        label="Network size"
        required
        alert={alert}
        field="networkSize"
        hint="How many agencies or business owners you can reach."
      >
        {(props) => (
          <select {...props} {...register('networkSize')} className={inputClass} required>
            <option value="">Select your network size</option>
            {NETWORK_SIZES.map((size) => (
              <option key={size} value={size}>
                {NETWORK_SIZE_LABELS[size]}
              </option>
            ))}
          </select>
        )}
      </FormControl>
      <FormControl label="Audience description" alert={alert}>
        {(props) => (
          <textarea
            {...props}
            {...register('audienceDescription')}
            className={`${inputClass} min-h-28`}
            maxLength={FORM_LIMITS.audience}
          />
        )}
      </FormControl>
      {/* One flex item for both messages, so no empty gaps stack up. */}
      <div className="flex flex-col gap-2">
        <FormAlert id={alert.id} message={alert.message} />
        <div role="status">
          {success && (
            <p className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
              {success}
            </p>
          )}
        </div>
      </div>
      <SubmitButton size="xl" busy={formState.isSubmitting} busyLabel="Submitting...">
        Submit Application
      </SubmitButton>
    </form>
  );
}
