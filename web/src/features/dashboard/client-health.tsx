import { useId, useState, type ReactNode } from 'react';
import {
  AT_RISK_BELOW,
  CLIENT_STATUS_LABELS,
  HEALTH_FORMULA_LINES,
  type ClientStatus,
} from '@retainly/domain';

const STATUS_STYLES: Record<ClientStatus, string> = {
  not_started: 'border-slate-300 bg-white text-slate-700',
  in_progress: 'border-sky-200 bg-sky-50 text-sky-900',
  stalled: 'border-amber-600 bg-amber-50 text-amber-900',
  completed: 'border-brand bg-brand text-white',
};

/** The client's status as a badge, in words (colour only repeats them). */
export function StatusBadge({ status }: { status: ClientStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}
    >
      {CLIENT_STATUS_LABELS[status]}
    </span>
  );
}

const barColour = (health: number) =>
  health >= 70 ? 'bg-brand' : health >= AT_RISK_BELOW ? 'bg-amber-500' : 'bg-red-600';

/** The health number and its bar (the bar only repeats the number). */
export function HealthBar({ health }: { health: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="tabular-nums font-semibold text-slate-900">{health}</span>
      <span aria-hidden="true" className="h-1.5 w-12 overflow-hidden rounded-full bg-slate-200">
        <span
          className={`block h-full rounded-full ${barColour(health)}`}
          style={{ width: `${health}%` }}
        />
      </span>
    </span>
  );
}

/**
 * A button with the health formula as its tooltip: it opens on hover and on keyboard focus,
 * closes with Escape, is the button's description for screen readers, and a tap toggles it.
 */
export function HealthFormulaTip({ label, children }: { label: string; children: ReactNode }) {
  const tipId = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-describedby={tipId}
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation(); // inside a row that opens the detail
          setOpen((value) => !value);
        }}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
        className="inline-flex items-center rounded px-1 underline decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {children}
      </button>
      <span
        id={tipId}
        role="tooltip"
        className={`${open ? 'block' : 'hidden'} absolute left-0 top-full z-20 mt-2 w-72 max-w-[80vw] rounded-lg bg-slate-900 p-3 text-left text-xs font-normal leading-relaxed text-white shadow-lg`}
      >
        {HEALTH_FORMULA_LINES.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </span>
    </span>
  );
}

/** The health score as a button whose tooltip is the formula. */
export function HealthScore({ health }: { health: number }) {
  return (
    <HealthFormulaTip label={`Health ${health} of 100${health < AT_RISK_BELOW ? ', at risk' : ''}`}>
      <HealthBar health={health} />
    </HealthFormulaTip>
  );
}

/** For a client known by name only: said in words, since it changes what the agency can expect. */
export const NO_EMAIL_NOTE = 'No e-mail: gets no reminders';

export function NoEmailNote() {
  return <span className="text-sm font-medium text-amber-800">{NO_EMAIL_NOTE}</span>;
}

export const IDENTITY_NOT_VERIFIED = 'Identity not verified';

/**
 * A client who never proved their address (an open version's sign-in, issue #32): anyone who
 * knew their name or e-mail could have signed in as them.
 */
export function IdentityNote({ verified }: { verified: boolean }) {
  if (verified) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
      {IDENTITY_NOT_VERIFIED}
    </span>
  );
}

/** The HighLevel sub-account a client belongs to (HighLevel connected). */
export function SubAccountNote({ name }: { name: string | null }) {
  if (!name) return null;
  return (
    <span className="block text-xs text-slate-600">
      <span className="sr-only">Sub-account: </span>
      {name}
    </span>
  );
}
