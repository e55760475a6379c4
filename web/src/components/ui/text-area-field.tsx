import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { Labelled } from './labelled';

/** A labelled textarea, stacked and styled as Field is. */
export function TextAreaField({
  label,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>;
  label: string;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <textarea
        id={id}
        className="rounded-lg border border-slate-300 px-3 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-green-200"
        {...props}
      />
    </Labelled>
  );
}
