import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/*
 * Filled buttons use green-700 (5.0:1 under white text), not the lighter brand green (3.3:1),
 * so they pass WCAG AA contrast at button text size.
 */
const base =
  'inline-flex items-center justify-center rounded-lg px-5 py-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';

export const CTA_CLASSES = {
  primary: `${base} bg-green-700 text-white hover:bg-green-800`,
  outline: `${base} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`,
  inverse: `${base} border border-white text-white hover:bg-slate-800`,
} as const;

export const TEXT_LINK_CLASS =
  'font-semibold text-green-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-green-700';

type Props = ComponentProps<typeof Link> & { variant?: keyof typeof CTA_CLASSES };

/** An in-app link styled as a button, for the marketing pages' calls to action. */
export function CtaLink({ variant = 'primary', className = '', ...props }: Props) {
  return <Link className={`${CTA_CLASSES[variant]} ${className}`} {...props} />;
}
