import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTusUpload, type UploadState } from '@/components/upload/use-tus-upload';
import { uploadLimitQuery } from '@/components/upload/upload-limit';
import { reloadAgencyModules } from './api/agency-modules';

/** One module's upload as its row shows it, with the controls to steer it. */
export interface OwnVideoUpload {
  state: UploadState;
  pause: () => void;
  resume: () => void;
  cancel: () => void;
}

interface Uploads {
  /** Uploads `file` as the video of module `moduleId` (replacing one that failed). */
  start: (moduleId: string, file: File) => void;
  /** Forgets a finished or refused upload's message. */
  dismiss: (moduleId: string) => void;
  uploads: ReadonlyMap<string, OwnVideoUpload>;
}

const UploadsContext = createContext<Uploads | null>(null);

/**
 * The agency's video uploads, kept above the tool's tabs and dialogs: an upload started in the
 * Add dialog carries on, with its progress in the module's row, while the agency closes the
 * dialog or switches versions. Leaving the page asks first while bytes are still on their way.
 */
export function OwnVideoUploadsProvider({ children }: { children: ReactNode }) {
  const [files, setFiles] = useState<{ moduleId: string; file: File; attempt: number }[]>([]);
  const [published, setPublished] = useState<ReadonlyMap<string, OwnVideoUpload>>(new Map());
  const attempts = useRef(0);

  const start = useCallback((moduleId: string, file: File) => {
    attempts.current += 1;
    const attempt = attempts.current;
    setFiles((current) => [
      ...current.filter((f) => f.moduleId !== moduleId),
      { moduleId, file, attempt },
    ]);
  }, []);
  const forget = useCallback((moduleId: string) => {
    setFiles((current) => current.filter((f) => f.moduleId !== moduleId));
    setPublished((current) => {
      const next = new Map(current);
      next.delete(moduleId);
      return next;
    });
  }, []);
  const publish = useCallback((moduleId: string, upload: OwnVideoUpload) => {
    setPublished((current) => new Map(current).set(moduleId, upload));
  }, []);

  const sending = [...published.values()].some((u) =>
    ['uploading', 'retrying', 'paused'].includes(u.state.phase),
  );
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  const value = useMemo(
    () => ({ start, dismiss: forget, uploads: published }),
    [start, forget, published],
  );
  return (
    <UploadsContext.Provider value={value}>
      {children}
      {files.map(({ moduleId, file, attempt }) => (
        <UploadRunner
          key={`${moduleId}-${attempt}`}
          moduleId={moduleId}
          file={file}
          onChange={publish}
          onDone={forget}
        />
      ))}
    </UploadsContext.Provider>
  );
}

export function useOwnVideoUploads(): Uploads {
  const uploads = useContext(UploadsContext);
  if (!uploads) throw new Error('useOwnVideoUploads must be used inside OwnVideoUploadsProvider');
  return uploads;
}

/** One tus upload to an agency module; renders nothing, its state goes to the provider. */
function UploadRunner({
  moduleId,
  file,
  onChange,
  onDone,
}: {
  moduleId: string;
  file: File;
  onChange: (moduleId: string, upload: OwnVideoUpload) => void;
  onDone: (moduleId: string) => void;
}) {
  const queryClient = useQueryClient();
  const { data: maxBytes = null, isPending: limitPending } = useQuery(uploadLimitQuery());
  const { state, start, pause, resume, cancel } = useTusUpload({
    target: { type: 'agency_module', ref: moduleId },
    maxBytes,
    onUploaded: () => {
      // The row now follows the processing through the module itself.
      void reloadAgencyModules(queryClient).then(() => onDone(moduleId));
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || limitPending) return;
    started.current = true;
    void start(file);
  }, [file, limitPending, start]);

  useEffect(() => {
    onChange(moduleId, {
      state,
      pause,
      resume,
      cancel: () =>
        void cancel().then(() => {
          toast.info(`Upload of ${file.name} cancelled`);
          onDone(moduleId);
        }),
    });
    // The controls are new functions each render; the state is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, moduleId, onChange, onDone, file]);
  return null;
}
