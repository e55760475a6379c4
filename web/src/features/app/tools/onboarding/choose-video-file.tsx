import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A button that opens the file chooser for one video file (a phone offers its camera roll);
 * the hidden input is not a tab stop, the button is.
 */
export function ChooseVideoFile({
  label,
  accessibleName,
  onChoose,
  variant = 'outline',
  accept = 'video/*',
}: {
  label: ReactNode;
  accessibleName?: string;
  onChoose: (file: File) => void;
  variant?: 'primary' | 'outline';
  accept?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} aria-label={accessibleName} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file can be chosen again
          if (file) onChoose(file);
        }}
      />
    </>
  );
}
