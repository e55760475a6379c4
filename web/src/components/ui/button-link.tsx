import type { ComponentProps } from 'react';
import { Link } from 'react-router';

const VARIANTS = {
  primary: 'bg-brand text-white hover:bg-green-800',
  outline: 'border border-slate-300 text-slate-900 hover:bg-slate-50',
} as const;

type Props = ComponentProps<typeof Link> & { variant?: keyof typeof VARIANTS };

/** A link styled as a button, with a visible keyboard focus ring. */
export function ButtonLink({ variant = 'primary', className = '', ...props }: Props) {
  return (
    <Link
      className={`inline-flex items-center justify-center rounded-lg px-5 py-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
