import { useState } from 'react';
import type { AdminVideo } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { EditVideoDialog } from './edit-video-dialog';
import { toastOutcome } from './toast-outcome';
import { TranslationsDialog } from './translations-dialog';
import { useChangeVideo, useMoveVideo } from './api/video-library';
import { SampleBadge, VideoMediaPanel } from './video-media-panel';

/** What a module plays, in words: the hosted video, an external URL, or nothing yet. */
function PlaysNow({ video }: { video: AdminVideo }) {
  if (video.videoUrl) {
    return <p className="break-all text-xs text-slate-600">External video: {video.videoUrl}</p>;
  }
  if (video.media) return null;
  return <p className="text-xs text-slate-600">No video yet: portals show it as Coming soon</p>;
}

/**
 * One module: what clients see of it, its hosted video (upload, replace, captions), and its
 * move, edit and hide actions. `hidden` keeps a row filtered out mounted, so an upload in it
 * carries on.
 */
export function VideoModuleRow({
  video,
  isFirst,
  isLast,
  hidden,
  onMove,
}: {
  video: AdminVideo;
  isFirst: boolean;
  isLast: boolean;
  hidden: boolean;
  onMove: (buttonId: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [translating, setTranslating] = useState(false);
  const move = useMoveVideo();
  const change = useChangeVideo();
  const retired = video.retiredAt !== null;

  const moveButton = (direction: 'up' | 'down', atEnd: boolean) => {
    const id = `move-${video.categoryId}-${video.moduleId}-${direction}`;
    return (
      <Button
        id={id}
        variant="outline"
        aria-label={`Move ${video.title} ${direction}`}
        aria-disabled={atEnd || move.isPending || undefined}
        onClick={() => {
          if (atEnd || move.isPending) return;
          onMove(id);
          move.mutate(
            { video, direction },
            toastOutcome(`Moved '${video.title}' ${direction}`, 'Failed to move the module'),
          );
        }}
      >
        {direction === 'up' ? '↑' : '↓'}
      </Button>
    );
  };

  return (
    <li hidden={hidden} aria-label={video.title} className="flex flex-col gap-3 px-4 py-4">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
            <span>{video.title}</span>
            <span className="font-normal text-slate-600">{video.minutes} min</span>
            {video.media?.isSample && <SampleBadge />}
            {retired && (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Hidden from new portals
              </span>
            )}
          </p>
          <p className="break-words text-slate-700">{video.description}</p>
          <PlaysNow video={video} />
        </div>
        <div className="flex flex-wrap gap-2">
          {moveButton('up', isFirst)}
          {moveButton('down', isLast)}
          <Button
            variant="outline"
            aria-label={`Edit ${video.title}`}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
          <Button
            variant="outline"
            aria-label={`Translations of ${video.title}`}
            onClick={() => setTranslating(true)}
          >
            Translations
          </Button>
          <Button
            variant="outline"
            aria-label={`${retired ? 'Show' : 'Hide'} ${video.title} ${retired ? 'in' : 'from'} new portals`}
            aria-disabled={change.isPending || undefined}
            onClick={() => {
              if (change.isPending) return;
              change.mutate(
                { video, changes: { retired: !retired } },
                toastOutcome(
                  retired
                    ? `'${video.title}' shows in new portals again`
                    : `'${video.title}' is hidden from new portals`,
                  'Failed to change the module',
                ),
              );
            }}
          >
            {retired ? 'Show in new portals' : 'Hide from new portals'}
          </Button>
        </div>
      </div>
      <VideoMediaPanel
        target={{ type: 'catalogue_module', ref: `${video.categoryId}/${video.moduleId}` }}
        title={video.title}
        media={video.media ?? null}
        pendingMedia={video.pendingMedia ?? null}
        poster={video.posterUrl}
      />
      {editing && <EditVideoDialog video={video} onClose={() => setEditing(false)} />}
      {translating && <TranslationsDialog video={video} onClose={() => setTranslating(false)} />}
    </li>
  );
}
