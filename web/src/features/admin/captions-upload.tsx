import { useRef } from 'react';
import { toast } from 'sonner';
import type { AdminMediaItem } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from '@/components/upload/hidden-file-input';
import { errorMessage } from '@/lib/api-client';
import { usePutCaptions } from './put-captions';

/**
 * A WebVTT file for the video that plays now. The api checks it; a malformed file is refused
 * with its line ('Line 4: ...'), which stays on screen until the next try.
 */
export function CaptionsUpload({ media, title }: { media: AdminMediaItem; title: string }) {
  const input = useRef<HTMLInputElement>(null);
  const put = usePutCaptions();
  const action = media.hasCaptions ? 'Replace captions' : 'Add captions';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="outline"
          aria-label={`${action} for ${title}`}
          aria-disabled={put.isPending || undefined}
          onClick={() => !put.isPending && input.current?.click()}
        >
          {put.isPending ? 'Saving captions...' : action}
        </Button>
        <span className="text-xs text-slate-600">
          {media.hasCaptions ? 'Captions on' : 'No captions yet'} · WebVTT (.vtt)
        </span>
        <HiddenFileInput
          ref={input}
          accept=".vtt,text/vtt"
          onFile={(file) =>
            put.mutate(
              { mediaId: media.id, file },
              { onSuccess: () => toast.success(`Captions saved for '${title}'`) },
            )
          }
        />
      </div>
      {put.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(put.error, 'The captions could not be saved.')}
        </p>
      )}
    </div>
  );
}
