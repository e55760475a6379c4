import { useId, useRef } from 'react';
import { insertAtSelection } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { MESSAGE_MAX, SUBJECT_MAX, type NudgeDraftErrors } from './nudge-draft';
import { PlaceholderChips } from './placeholder-chips';

const INPUT =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-base outline-none focus:ring-2 disabled:bg-slate-100';
const tone = (error?: string) =>
  error
    ? 'border-red-600 focus:ring-red-200'
    : 'border-slate-300 focus:border-brand focus:ring-green-200';

type Field = 'nudgeSubject' | 'nudgeMessage';

/**
 * The reminder's subject and message, the placeholder chips that insert at the caret of the
 * field last focused (the message when neither was), and 'Reset to default'.
 */
export function NudgeWording({
  subject,
  message,
  placeholders,
  errors,
  onChange,
  onReset,
}: {
  subject: string;
  message: string;
  placeholders: readonly string[];
  errors: NudgeDraftErrors;
  onChange: (field: Field, value: string) => void;
  onReset: () => void;
}) {
  const id = useId();
  const subjectRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const lastFocused = useRef<Field>('nudgeMessage');

  function insert(token: string) {
    const field = lastFocused.current;
    const element = field === 'nudgeSubject' ? subjectRef.current : messageRef.current;
    if (!element) return;
    const edit = insertAtSelection(
      element.value,
      element.selectionStart,
      element.selectionEnd,
      token,
    );
    onChange(field, edit.text);
    // After React writes the new value, the caret goes after the placeholder.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(edit.cursor, edit.cursor);
    });
  }

  // The chips' explanation (only there when the api lists placeholders) describes both fields.
  const hint = placeholders.length > 0 ? 'nudge-placeholders' : undefined;
  const described = (field: Field) =>
    [errors[field] && `${id}-${field}-error`, hint].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-subject`} className="text-sm font-medium text-slate-800">
          Subject
        </label>
        <input
          ref={subjectRef}
          id={`${id}-subject`}
          value={subject}
          maxLength={SUBJECT_MAX + 50}
          onFocus={() => (lastFocused.current = 'nudgeSubject')}
          onChange={(event) => onChange('nudgeSubject', event.target.value)}
          aria-invalid={errors.nudgeSubject ? true : undefined}
          aria-describedby={described('nudgeSubject')}
          className={`${INPUT} ${tone(errors.nudgeSubject)}`}
        />
        {errors.nudgeSubject && (
          <p id={`${id}-nudgeSubject-error`} className="text-sm font-medium text-red-700">
            {errors.nudgeSubject}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-message`} className="text-sm font-medium text-slate-800">
          Message
        </label>
        <textarea
          ref={messageRef}
          id={`${id}-message`}
          rows={7}
          value={message}
          maxLength={MESSAGE_MAX + 200}
          onFocus={() => (lastFocused.current = 'nudgeMessage')}
          onChange={(event) => onChange('nudgeMessage', event.target.value)}
          aria-invalid={errors.nudgeMessage ? true : undefined}
          aria-describedby={described('nudgeMessage')}
          className={`${INPUT} ${tone(errors.nudgeMessage)}`}
        />
        {errors.nudgeMessage && (
          <p id={`${id}-nudgeMessage-error`} className="text-sm font-medium text-red-700">
            {errors.nudgeMessage}
          </p>
        )}
        <p className="text-xs text-slate-600">
          The e-mail adds a button that takes the client straight back to their next video, and a
          link to stop these reminders.
        </p>
      </div>
      <PlaceholderChips placeholders={placeholders} onInsert={insert} />
      <div>
        <Button variant="outline" onClick={onReset}>
          Reset to default
        </Button>
      </div>
    </div>
  );
}
