/** An on/off switch (role=switch): Space or Enter flips it, its name comes from `labelledBy`. */
export function Switch({
  checked,
  onChange,
  labelledBy,
  describedBy,
  states = ['Shown', 'Hidden'],
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy?: string;
  /** What the switch reads beside it, on and off. */
  states?: readonly [on: string, off: string];
}) {
  return (
    <span className="flex shrink-0 items-center gap-2">
      <span aria-hidden="true" className="w-12 text-right text-xs font-medium text-slate-600">
        {checked ? states[0] : states[1]}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onClick={() => onChange(!checked)}
        className={`relative h-6 w-11 shrink-0 rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${checked ? 'bg-brand' : 'bg-slate-500'}`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all ${checked ? 'left-[1.375rem]' : 'left-0.5'}`}
        />
      </button>
    </span>
  );
}
