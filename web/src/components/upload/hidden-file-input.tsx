import type { Ref } from 'react';

/**
 * The file input behind a 'Choose file' button: hidden and not a tab stop (the button is), and
 * emptied after each choice so the same file can be chosen again.
 */
export function HiddenFileInput({
  ref,
  accept,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  accept: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      tabIndex={-1}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
