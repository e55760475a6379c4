import { useState } from 'react';
import type { AdminVideo } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toastOutcome } from './toast-outcome';
import { VideoFields } from './video-fields';
import { changesFromDraft, useChangeVideo, type VideoDraft } from './api/video-library';

const draftOf = (video: AdminVideo): VideoDraft => ({
  title: video.title,
  description: video.description,
  minutes: video.minutes,
  videoUrl: video.videoUrl ?? '',
  posterUrl: video.posterUrl ?? '',
});

/** Mounted only while open, so each opening starts from the module as it is now. */
export function EditVideoDialog({ video, onClose }: { video: AdminVideo; onClose: () => void }) {
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
