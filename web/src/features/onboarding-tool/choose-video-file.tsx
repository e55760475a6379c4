import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from '@/components/upload/hidden-file-input';

/** A button that opens the file chooser for one video file (a phone offers its camera roll). */
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
      <HiddenFileInput ref={input} accept={accept} onFile={onChoose} />
    </>
  );
}
