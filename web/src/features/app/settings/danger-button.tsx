import type { ComponentProps } from 'react';

const VARIANTS = {
  solid: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-400',
  outline: 'border border-red-300 text-red-700 hover:bg-red-50',
} as const;

type Props = ComponentProps<'button'> & { variant?: keyof typeof VARIANTS };

/** The button for actions that end the subscription: red, so it is never mistaken for "go on". */
export function DangerButton({ variant = 'solid', type = 'button', ...props }: Props) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed ${VARIANTS[variant]}`}
      {...props}
    />
  );
}
