import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { normalizeVideoLink, type AgencyModule, type AgencyModuleMedia } from '@retainly/domain';
import { formatBytes } from '@/components/upload/format-bytes';
import { isFinalMediaStatus } from '@/components/upload/media-polling';
import {
  processingStatusText,
  ProcessingBar,
  useOnceFinal,
} from '@/components/upload/processing-status';
import { UploadProgress } from '@/components/upload/upload-progress';
import { uploadAnnouncement } from '@/components/upload/video-uploader';
import { agencyModuleQuery } from './api/agency-module';
import { reloadAgencyModules } from './api/agency-modules';
import { ChooseVideoFile } from './choose-video-file';
import { useOwnVideoUploads } from './own-video-uploads';
import { ExternalLink } from '@/components/ui/external-link';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo', loom: 'Loom' } as const;

/** What the agency reads about its upload on the way to its clients (without the percent). */
const mediaStatusText = (media: AgencyModuleMedia) =>
  processingStatusText(media, {
    queued: 'waiting to be processed...',
    processing: 'processing...',
    ready: 'clients can watch it.',
  });

/**
 * An own module's video in its row: the upload in progress (pause, resume, cancel), then the
 * processing polled until ready or failed, or the link it plays. One live sentence says what
 * changed (not every percent); a file that cannot fit in the storage left is refused here.
 */
export function OwnVideoStatus({
  module,
  remainingBytes,
}: {
  module: AgencyModule;
  remainingBytes: number | null;
}) {
  const { uploads, start, dismiss } = useOwnVideoUploads();
  const upload = uploads.get(module.id);
  const [refused, setRefused] = useState<string | null>(null);
  const choose = (file: File) => {
    if (remainingBytes !== null && file.size > remainingBytes) {
      const left = formatBytes(Math.max(0, remainingBytes));
      setRefused(
        `${file.name} (${formatBytes(file.size)}) is larger than the ${left} of storage you have left.`,
      );
      return;
    }
    setRefused(null);
    start(module.id, file);
  };
  const chooseButton = (label: string) => (
    <ChooseVideoFile
      label={label}
      accessibleName={`${label} for ${module.title}`}
      onChoose={choose}
    />
  );

  // Uploaded: the lists are reloading to follow the processing; say so meanwhile.
  if (upload?.state.phase === 'idle') {
    return <Layout sentence={upload.state.notice ?? ''} failure={refused} />;
  }
  if (upload) {
    const { state } = upload;
    const stopped = state.phase === 'failed' && !state.failure?.resumable;
    return (
      <Layout sentence={uploadAnnouncement(state)} failure={state.failure?.message ?? refused}>
        {!stopped && (
          <UploadProgress
            state={state}
            onPause={upload.pause}
            onResume={upload.resume}
            onCancel={upload.cancel}
          />
        )}
        {stopped && (
          <div className="flex flex-wrap items-center gap-3">
            {chooseButton('Choose another file')}
            <button
              type="button"
              className="text-sm text-slate-700 underline focus-visible:outline-2 focus-visible:outline-brand"
              onClick={() => dismiss(module.id)}
            >
              Dismiss
            </button>
          </div>
        )}
      </Layout>
    );
  }
  if (module.media) {
    return (
      <MediaStatus
        key={module.media.id}
        module={module}
        media={module.media}
        refused={refused}
        chooseButton={chooseButton}
      />
    );
  }
  if (module.videoUrl) {
    const provider = normalizeVideoLink(module.videoUrl)?.provider;
    return (
      <Layout sentence="" failure={refused}>
        <p className="text-sm text-slate-700">
          Plays from{' '}
          <ExternalLink href={module.videoUrl} className="font-medium text-green-800 underline">
            {provider ? PROVIDER_NAMES[provider] : 'a link'}
          </ExternalLink>
        </p>
      </Layout>
    );
  }
  return (
    <Layout sentence="No video yet." failure={refused}>
      <div>{chooseButton('Upload video')}</div>
    </Layout>
  );
}

function Layout({
  sentence,
  failure,
  tone = 'text-slate-700',
  children,
}: {
  sentence: string;
  failure: string | null;
  tone?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p role="status" className={`text-sm empty:sr-only ${tone}`}>
        {sentence}
      </p>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      {children}
    </div>
  );
}

/** The upload's processing, polled until final; the lists reload once it gets there. */
function MediaStatus({
  module,
  media,
  refused,
  chooseButton,
}: {
  module: AgencyModule;
  media: AgencyModuleMedia;
  refused: string | null;
  chooseButton: (label: string) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const final = isFinalMediaStatus(media.status);
  const { data, isPlaceholderData } = useQuery({
    ...agencyModuleQuery(module.id),
    placeholderData: module,
    enabled: !final,
  });
  const current = (final ? media : data?.media) ?? media;
  useOnceFinal(media.id, final || isPlaceholderData ? undefined : data?.media?.status, () => {
    void reloadAgencyModules(queryClient);
  });

  const tone =
    current.status === 'failed'
      ? 'font-medium text-red-700'
      : current.status === 'ready'
        ? 'text-green-800'
        : 'text-slate-700';
  return (
    <Layout sentence={mediaStatusText(current)} failure={refused} tone={tone}>
      {current.status === 'processing' && (
        <ProcessingBar progress={current.progress} label={`Processing ${current.sourceName}`} />
      )}
      {current.status === 'failed' && <div>{chooseButton('Upload another file')}</div>}
      {current.status === 'uploading' && <div>{chooseButton('Choose the file again')}</div>}
    </Layout>
  );
}
