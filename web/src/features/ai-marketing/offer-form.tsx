import { useId, useRef, useState } from 'react';
import {
  OFFER_INPUT_KEYS,
  OFFER_INPUT_MAX_CHARS,
  offerInputsProblem,
  type OfferInputKey,
  type OfferInputs,
} from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { dismissProblem, showProblem } from '@/components/tool-kit/show-problem';

const FIELDS: Record<OfferInputKey, { label: string; hint: string }> = {
  targeting: {
    label: 'Who are you targeting?',
    hint: 'The businesses you want as clients, e.g. dentists in Austin, or gyms with under 500 members.',
  },
  situation: {
    label: 'What situation are they in?',
    hint: "Their problem today, in their words, e.g. 'We miss calls while we're with patients.'",
  },
  solution: {
    label: 'What is your solution?',
    hint: "What you set up for them, e.g. 'A text-back system that answers every missed call within a minute.'",
  },
};

/** A field the inputs check blames: an empty one first, else one that is too long. */
function blamedField(inputs: OfferInputs): OfferInputKey | undefined {
  return (
    OFFER_INPUT_KEYS.find((key) => inputs[key].trim() === '') ??
    OFFER_INPUT_KEYS.find((key) => inputs[key].trim().length > OFFER_INPUT_MAX_CHARS)
  );
}

/** The three inputs of an offer (spec §2 AI Offer) and the Generate button. */
export function OfferForm({
  inputs,
  onChange,
  onGenerate,
  waiting,
}: {
  inputs: OfferInputs;
  onChange: (key: OfferInputKey, value: string) => void;
  onGenerate: (inputs: OfferInputs) => void;
  waiting: boolean;
}) {
  const baseId = useId();
  const fields = useRef(new Map<OfferInputKey, HTMLTextAreaElement>());
  const [problem, setProblem] = useState<{ message: string; field: OfferInputKey } | null>(null);

  function generate() {
    if (waiting) return; // aria-disabled: the button keeps focus, so it still gets clicks
    const message = offerInputsProblem(inputs);
    const field = blamedField(inputs);
    if (message && field) {
      setProblem({ message, field });
      showProblem(message, fields.current.get(field));
      return;
    }
    setProblem(null);
    dismissProblem();
    onGenerate(inputs);
  }

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        generate();
      }}
    >
      {OFFER_INPUT_KEYS.map((key) => {
        const id = `${baseId}-${key}`;
        const length = inputs[key].trim().length;
        const invalid = problem?.field === key;
        const describedBy = [invalid && `${baseId}-problem`, `${id}-hint`, `${id}-count`]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={key} className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium text-slate-800">
              {FIELDS[key].label}
            </label>
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              {FIELDS[key].hint}
            </p>
            <textarea
              ref={(element) => {
                if (element) fields.current.set(key, element);
                else fields.current.delete(key);
              }}
              id={id}
              rows={key === 'targeting' ? 2 : 3}
              value={inputs[key]}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                if (problem?.field === key) setProblem(null);
                onChange(key, event.target.value);
              }}
              className="rounded-lg border border-slate-300 px-3 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-green-200 aria-invalid:border-red-600"
            />
            <p
              id={`${id}-count`}
              className={`self-end text-xs ${length > OFFER_INPUT_MAX_CHARS ? 'font-semibold text-red-700' : 'text-slate-600'}`}
            >
              {length}/{OFFER_INPUT_MAX_CHARS} characters
            </p>
            {invalid && (
              <p id={`${baseId}-problem`} className="text-sm font-medium text-red-700">
                {problem.message}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" aria-disabled={waiting || undefined} className="self-start">
        {waiting ? 'Generating...' : 'Generate Offer'}
      </Button>
    </form>
  );
}
