import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ButtonSize } from '@/components/ui/button-styles';

/**
 * A form's submit button: disabled while the request runs, and saying so (`busyLabel`), so a
 * second press cannot send the form twice.
 */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  size,
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  disabled?: boolean;
  size?: ButtonSize;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size={size} disabled={busy || disabled}>
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
