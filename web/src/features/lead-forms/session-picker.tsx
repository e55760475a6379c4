import { RadioOptions } from '@/components/ui/radio-options';
import { formatSessionStart, visitorTimeZone } from './session-time';

const LOOK = {
  option:
    'flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 has-[:checked]:border-green-700 has-[:checked]:bg-green-50',
  input: 'h-4 w-4 accent-green-700',
};

/** The upcoming sessions as a radio group, in the visitor's local time. */
export function SessionPicker({
  sessions,
  value,
  onChange,
  invalid,
  errorId,
}: {
  sessions: string[];
  value: string | null;
  onChange: (session: string) => void;
  invalid: boolean;
  errorId: string;
}) {
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-slate-800">Choose a session</legend>
      <p className="text-sm text-slate-600">
        Times are shown in your time zone ({visitorTimeZone()}).
      </p>
      <RadioOptions
        options={sessions}
        value={value}
        onChange={onChange}
        look={LOOK}
        label={(session) => <span>{formatSessionStart(session)}</span>}
      />
    </fieldset>
  );
}
