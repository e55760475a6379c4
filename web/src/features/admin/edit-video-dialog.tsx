import * as z from 'zod/mini';
import type { AdminVideo } from '@retainly/domain';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toastOutcome } from './toast-outcome';
import { VideoFields, videoDraftShape } from './video-fields';
import { changesFromDraft, useChangeVideo, type VideoDraft } from './api/video-library';

const draftSchema = z.object(videoDraftShape);

const draftOf = (video: AdminVideo): VideoDraft => ({
  title: video.title,
  description: video.description,
  minutes: video.minutes,
  videoUrl: video.videoUrl ?? '',
  posterUrl: video.posterUrl ?? '',
});

/** Mounted only while open, so each opening starts from the module as it is now. */
export function EditVideoDialog({ video, onClose }: { video: AdminVideo; onClose: () => void }) {
  const form = useZodForm(draftSchema, draftOf(video));
  const change = useChangeVideo();
  const submit = form.handleSubmit((draft) => {
    if (change.isPending) return;
    change.mutate(
      { video, changes: changesFromDraft(draft) },
      toastOutcome(
        (saved: AdminVideo) => `Saved '${saved.title}'`,
        'Failed to save the module',
        onClose,
      ),
    );
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Edit ${video.title}`}
      size="lg"
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <VideoFields register={form.register} />
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
