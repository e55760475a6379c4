/*
 * The one button look, for <button>s (Button), in-app links (ButtonLink) and plain anchors
 * (buttonClass). Filled buttons use the brand green, green-700: white text on it passes WCAG AA
 * (5.0:1), which the lighter green-600 (3.3:1) does not.
 */
const VARIANTS = {
  primary:
    'bg-brand text-white hover:bg-green-800 focus-visible:outline-brand disabled:bg-green-300 aria-disabled:bg-green-300 aria-disabled:hover:bg-green-300',
  outline:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-brand disabled:text-slate-400 aria-disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-brand',
  /** White on a dark band (the marketing pages' closing call to action). */
  inverse: 'border border-white text-white hover:bg-slate-800 focus-visible:outline-white',
  /** Confirms something that cannot be undone (deleting, cancelling the subscription). */
  danger:
    'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700 disabled:bg-red-300 aria-disabled:bg-red-300 aria-disabled:hover:bg-red-300',
  /** Opens a destructive flow without being mistaken for "go on". */
  'danger-outline':
    'border border-red-300 text-red-700 hover:bg-red-50 focus-visible:outline-red-700',
} as const;

const SIZES = {
  /** In the app's panels and dialogs. */
  md: 'px-4 py-2.5 text-sm',
  /** Calls to action on the public pages. */
  lg: 'px-5 py-3 text-sm',
  /** The public lead forms' submit buttons, beside their text-base inputs. */
  xl: 'px-5 py-3 text-base',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The classes of a button; `aria-disabled` (focusable, its handler decides) looks disabled. */
export function buttonClass({ variant = 'primary', size = 'md' }: ButtonStyle = {}, extra = '') {
  return `inline-flex items-center justify-center rounded-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed aria-disabled:cursor-not-allowed ${SIZES[size]} ${VARIANTS[variant]} ${extra}`.trimEnd();
}
