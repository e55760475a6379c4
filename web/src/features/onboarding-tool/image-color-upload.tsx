import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import type { ExtractedColors } from '@retainly/domain';
import { extractColorsFromFile, ImageTooLargeError, NotAnImageError } from './extract-image-colors';

const NOT_AN_IMAGE = 'Please choose an image file (PNG, JPG, SVG or WebP).';
const TOO_LARGE = 'Please choose an image under 10 MB.';
const UNREADABLE = "We couldn't read that image. Please try another file.";

function problemOf(error: unknown): string {
  if (error instanceof NotAnImageError) return NOT_AN_IMAGE;
  return error instanceof ImageTooLargeError ? TOO_LARGE : UNREADABLE;
}

/** 'Extract from an image': the user's logo gives the three brand colours. */
export function ImageColorUpload({ onColors }: { onColors: (colors: ExtractedColors) => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      onColors(await extractColorsFromFile(file));
      setProblem(null);
      toast.success('Colors extracted from image!');
    } catch (error) {
      setProblem(problemOf(error));
      toast.error('Failed to extract colors from image');
    } finally {
      setBusy(false);
      // Choosing the same file again should run again.
      input.value = '';
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-1.5 rounded-xl border border-dashed border-slate-300 p-4">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Extract colors from an image
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Choose your logo and we'll pick three colors from it. It stays on your device.
      </p>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={busy}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => void onChange(event)}
        className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      />
      {busy && (
        <p role="status" className="text-sm text-slate-600">
          Reading colors...
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
