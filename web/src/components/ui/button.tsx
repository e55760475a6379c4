import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary:
    'bg-brand text-white hover:bg-green-800 disabled:bg-green-300 aria-disabled:bg-green-300 aria-disabled:hover:bg-green-300',
  outline:
    'border border-slate-300 text-slate-900 hover:bg-slate-50 disabled:text-slate-400 aria-disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100',
  /** Confirms something that cannot be undone (deleting). */
  danger:
    'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-300 aria-disabled:bg-red-300 aria-disabled:hover:bg-red-300',
} as const;

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof VARIANTS };

/** A button; `aria-disabled` (focusable, its handler decides) looks like `disabled`. */
export function Button({ variant = 'primary', className = '', type = 'button', ...props }: Props) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed aria-disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
