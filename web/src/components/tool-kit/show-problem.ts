import { toast } from 'sonner';

const PROBLEM_TOAST = 'tool-problem';

/**
 * A validation message: shown inline by the caller (tied to its field with aria-describedby),
 * also as a toast, and focus goes to the field to fix. One toast id, so a newer message
 * replaces the older one instead of stacking up.
 */
export function showProblem(message: string, field: HTMLElement | null | undefined) {
  toast.error(message, { id: PROBLEM_TOAST });
  field?.focus();
}

/** Once the input is valid, an old complaint would only confuse. */
export function dismissProblem() {
  toast.dismiss(PROBLEM_TOAST);
}
