import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  AFFILIATE_MESSAGES,
  FORM_LIMITS,
  NETWORK_SIZES,
  WEBINAR_MESSAGES,
  isEmailShaped,
  normalizeEmail,
  type NetworkSize,
} from '@retainly/domain';
import { errorMessage } from '@/lib/api-client';
import { FormAlert, FormControl, inputClass, TextField } from './form-controls';
import { submitAffiliateApplication } from './lead-forms-api';
import { buttonClass } from '@/components/ui/button-styles';

const NETWORK_SIZE_LABELS: Record<NetworkSize, string> = {
  '1-10': '1-10',
  '11-25': '11-25',
  '26-50': '26-50',
  '51-100': '51-100',
  '100+': '100+',
  building: 'Just getting started (building)',
};

interface Draft {
  fullName: string;
  email: string;
  company: string;
  networkSize: NetworkSize | '';
  audienceDescription: string;
}

const EMPTY: Draft = {
  fullName: '',
  email: '',
  company: '',
  networkSize: '',
  audienceDescription: '',
};

type RequiredField = 'fullName' | 'email' | 'networkSize';

function missingFields(draft: Draft): RequiredField[] {
  return (['fullName', 'email', 'networkSize'] as const).filter((field) => !draft[field].trim());
}

/** The application form; a failed submission keeps everything the applicant typed. */
export function AffiliateForm() {
  const errorId = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<RequiredField[]>([]);
  const [success, setSuccess] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: submitAffiliateApplication });

  const update = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setSuccess(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    const problems = missingFields(draft);
    setInvalid(problems);
    if (problems.length || !draft.networkSize) {
      setError(AFFILIATE_MESSAGES.required);
      return;
    }
    // The api answers a malformed address with this same text.
    if (!isEmailShaped(normalizeEmail(draft.email))) {
      setInvalid(['email']);
      setError(WEBINAR_MESSAGES.invalidEmail);
      return;
    }
    setError(null);
    mutation.mutate(
      {
        fullName: draft.fullName.trim(),
        email: draft.email.trim(),
        company: draft.company.trim() || undefined,
        networkSize: draft.networkSize,
        audienceDescription: draft.audienceDescription.trim() || undefined,
      },
      {
        onSuccess: ({ message }) => {
          setDraft(EMPTY);
          setSuccess(message);
          toast.success(message);
        },
        onError: (failure) => setError(errorMessage(failure, AFFILIATE_MESSAGES.failed)),
      },
    );
  };

  const busy = mutation.isPending;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="apply-title"
      className="flex flex-col gap-5"
    >
      <TextField
        label="Full name"
        required
        invalid={invalid.includes('fullName')}
        errorId={errorId}
        autoComplete="name"
        maxLength={FORM_LIMITS.name}
        value={draft.fullName}
        onChange={(value) => update('fullName', value)}
      />
      <TextField
        label="E-mail"
        required
        invalid={invalid.includes('email')}
        errorId={errorId}
        type="email"
        autoComplete="email"
        maxLength={FORM_LIMITS.email}
        value={draft.email}
        onChange={(value) => update('email', value)}
      />
      <FormControl label="Company" errorId={errorId}>
        {(props) => (
          <input
            {...props}
            className={inputClass}
            autoComplete="organization"
            maxLength={FORM_LIMITS.company}
            value={draft.company}
            onChange={(e) => update('company', e.target.value)}
          />
        )}
      </FormControl>
      <FormControl
        label="Network size"
        required
        invalid={invalid.includes('networkSize')}
        errorId={errorId}
        hint="How many agencies or business owners you can reach."
      >
        {(props) => (
          <select
            {...props}
            className={inputClass}
            required
            value={draft.networkSize}
            onChange={(e) => update('networkSize', e.target.value as NetworkSize | '')}
          >
            <option value="">Select your network size</option>
            {NETWORK_SIZES.map((size) => (
              <option key={size} value={size}>
                {NETWORK_SIZE_LABELS[size]}
              </option>
            ))}
          </select>
        )}
      </FormControl>
      <FormControl label="Audience description" errorId={errorId}>
        {(props) => (
          <textarea
            {...props}
            className={`${inputClass} min-h-28`}
            maxLength={FORM_LIMITS.audience}
            value={draft.audienceDescription}
            onChange={(e) => update('audienceDescription', e.target.value)}
          />
        )}
      </FormControl>
      {/* One flex item for both messages, so no empty gaps stack up. */}
      <div className="flex flex-col gap-2">
        <FormAlert id={errorId} message={error} />
        <div role="status">
          {success && (
            <p className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
              {success}
            </p>
          )}
        </div>
      </div>
      <button type="submit" className={buttonClass({ size: 'xl' })} disabled={busy}>
        {busy ? 'Submitting...' : 'Submit Application'}
      </button>
    </form>
  );
}
