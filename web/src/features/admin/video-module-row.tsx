import { useState } from 'react';
import type { AdminVideo } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toastOutcome } from './toast-outcome';
import { VideoFields } from './video-fields';
import {
  changesFromDraft,
  useChangeVideo,
  useMoveVideo,
  type VideoDraft,
} from './video-library-api';

const draftOf = (video: AdminVideo): VideoDraft => ({
  title: video.title,
  description: video.description,
  minutes: video.minutes,
  videoUrl: video.videoUrl ?? '',
  posterUrl: video.posterUrl ?? '',
});

/** One module: what clients see of it, and its move, edit and hide actions. */
export function VideoModuleRow({
  video,
  isFirst,
  isLast,
  onMove,
}: {
  video: AdminVideo;
  isFirst: boolean;
  isLast: boolean;
  onMove: (buttonId: string) => void;
}) {
  const [editing, setEditing] = useState(false);
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
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      {video.posterUrl ? (
        <img src={video.posterUrl} alt="" className="h-12 w-20 rounded object-cover" />
      ) : (
        <div aria-hidden className="h-12 w-20 rounded bg-slate-100" />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">
          {video.title} <span className="font-normal text-slate-600">{video.minutes} min</span>
          {retired && (
            <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Hidden from new portals
            </span>
          )}
        </p>
        <p className="break-words text-slate-700">{video.description}</p>
        {video.videoUrl ? (
          <p className="break-all text-xs text-slate-600">{video.videoUrl}</p>
        ) : (
          <p className="text-xs text-slate-600">No video yet: portals show it as Coming soon</p>
        )}
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
      {editing && <EditVideoDialog video={video} onClose={() => setEditing(false)} />}
    </li>
  );
}

/** Mounted only while open, so each opening starts from the module as it is now. */
function EditVideoDialog({ video, onClose }: { video: AdminVideo; onClose: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(video));
  const change = useChangeVideo();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Edit ${video.title}`}
      size="lg"
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (change.isPending) return;
          change.mutate(
            { video, changes: changesFromDraft(draft) },
            toastOutcome(
              (saved: AdminVideo) => `Saved '${saved.title}'`,
              'Failed to save the module',
              onClose,
            ),
          );
        }}
      >
        <VideoFields draft={draft} onChange={setDraft} />
        <div className="flex gap-2">
          <Button type="submit" aria-disabled={change.isPending || undefined}>
            Save
          </Button>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
