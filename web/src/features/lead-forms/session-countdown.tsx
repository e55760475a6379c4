import { useEffect, useState } from 'react';
import { plural } from '@/lib/plural';
import { timeLeft, type TimeLeft } from './session-time';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const UNITS: { key: keyof TimeLeft; label: string }[] = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
];

/**
 * A live countdown to a session start. The ticking digits are not announced (a timer's
 * aria-live is off); its label gives the time left to the minute for anyone who asks.
 */
export function SessionCountdown({ startsAt }: { startsAt: string }) {
  const now = useNow(1000);
  const left = timeLeft(Date.parse(startsAt), now);
  const started = Object.values(left).every((value) => value === 0);
  if (started) {
    return <p className="text-center font-semibold text-green-800">The session is starting now.</p>;
  }
  const label = `Session starts in ${plural(left.days, 'day')}, ${plural(left.hours, 'hour')}, ${plural(left.minutes, 'minute')}`;
  return (
    <div role="timer" aria-live="off" aria-label={label} className="grid grid-cols-4 gap-2">
      {UNITS.map(({ key, label: unit }) => (
        <div key={key} className="rounded-lg bg-slate-900 px-1 py-2 text-center text-white">
          <span className="block text-2xl font-bold tabular-nums" data-unit={key}>
            {String(left[key]).padStart(2, '0')}
          </span>
          <span className="block text-xs uppercase tracking-wide text-slate-200">{unit}</span>
        </div>
      ))}
    </div>
  );
}
