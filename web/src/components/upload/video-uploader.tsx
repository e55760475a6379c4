import { useRef, useState, type DragEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { uploadLimitQuery } from './upload-limit';
import type { UploadTarget } from './tus-upload';
import { UploadProgress } from './upload-progress';
import { useTusUpload, type UploadState } from './use-tus-upload';

/** The sentence the live region reads for an upload: what is happening, not every percent. */
export function uploadAnnouncement(state: UploadState): string {
  switch (state.phase) {
    case 'uploading':
      return state.notice ?? `Uploading ${state.fileName}...`;
    case 'retrying':
      return `The connection dropped: trying again ${state.retryInSeconds ? `in ${state.retryInSeconds} s` : 'now'}. What was sent is kept.`;
    case 'cancelling':
      return 'Cancelling the upload...';
    default:
      return state.notice ?? '';
  }
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Drop a video file on it or press its button (keyboard, phone): a resumable upload to
 * `target` with progress, pause and cancel. `onUploaded` gets the new media item's id.
 */
export function VideoUploader({
  target,
  title,
  replacing,
  onUploaded,
}: {
  target: UploadTarget;
  /** What the video is of, for the button's name: 'Upload video for <title>'. */
  title: string;
  /** A video plays now: the new one replaces it once ready. */
  replacing: boolean;
  onUploaded: (mediaId: string) => void;
}) {
  const { data: maxBytes = null } = useQuery(uploadLimitQuery());
  const { state, start, pause, resume, cancel, dismiss } = useTusUpload({
    target,
    maxBytes,
    onUploaded,
  });
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const busy = state.phase !== 'idle' && !(state.phase === 'failed' && !state.failure?.resumable);
  const action = replacing ? 'Replace video' : 'Upload video';

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !busy) void start(file);
  };

  return (
    <div
      className={`flex flex-col gap-2 rounded-lg border-2 border-dashed p-3 transition ${dragging ? 'border-brand bg-green-50' : 'border-slate-300'}`}
      onDragEnter={(event) => hasFiles(event) && setDragging(true)}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        choose(event.dataTransfer.files);
      }}
      data-testid="video-drop-zone"
    >
      {busy ? (
        <UploadProgress state={state} onPause={pause} onResume={resume} onCancel={cancel} />
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            variant="outline"
            aria-label={`${action} for ${title}`}
            onClick={() => {
              dismiss();
              input.current?.click();
            }}
          >
            {action}
          </Button>
          <span className="hidden text-sm text-slate-600 pointer-fine:inline">
            or drop a video file here
          </span>
          <input
            ref={input}
            type="file"
            accept="video/*"
            hidden
            tabIndex={-1}
            onChange={(event) => {
              choose(event.target.files);
              event.target.value = ''; // the same file can be chosen again
            }}
          />
        </div>
      )}
      {replacing && (
        <p className="text-xs text-slate-600">
          Portals keep playing the current video until the new one is ready.
        </p>
      )}
      <p role="status" className="text-sm text-slate-700 empty:sr-only">
        {uploadAnnouncement(state)}
      </p>
      {state.failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.failure.message}
        </p>
      )}
    </div>
  );
}
