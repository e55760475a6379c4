import { useId, useState, type DragEvent } from 'react';
import { formatBytes } from '@/components/upload/format-bytes';
import { ChooseVideoFile } from './choose-video-file';

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The video file to upload: its button opens the chooser (keyboard, phone), or a file can be
 * dropped on it. The upload itself starts once the module is saved, in its row.
 */
export function OwnVideoFileField({
  file,
  error,
  note,
  onFile,
}: {
  file: File | null;
  error?: string;
  note?: string;
  onFile: (file: File | null) => void;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
        Video file
      </p>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        data-invalid={error ? true : undefined}
        data-testid="own-video-drop-zone"
        className={`flex flex-col gap-2 rounded-lg border-2 border-dashed p-3 transition ${error ? 'border-red-600' : dragging ? 'border-brand bg-green-50' : 'border-slate-300'}`}
        onDragEnter={(event) => hasFiles(event) && setDragging(true)}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const dropped = event.dataTransfer.files[0];
          if (dropped) onFile(dropped);
        }}
      >
        {file && (
          <p className="break-all text-sm text-slate-800">
            <span className="font-medium">{file.name}</span> · {formatBytes(file.size)}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <ChooseVideoFile
            label={file ? 'Choose another file' : 'Choose a video file'}
            onChoose={onFile}
          />
          <span className="hidden text-sm text-slate-600 pointer-fine:inline">or drop it here</span>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {note && <p className="text-xs text-slate-600">{note}</p>}
    </div>
  );
}
