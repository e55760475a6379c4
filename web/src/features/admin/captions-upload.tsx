import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { LANGUAGE_ENGLISH_NAMES, type AdminMediaItem, type PortalLanguage } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from '@/components/upload/hidden-file-input';
import { CaptionLanguageList, CaptionsLanguageSelect } from '@/components/video/caption-languages';
import { errorMessage } from '@/lib/api-client';
import { usePutCaptions, useRemoveCaptions } from './api/put-captions';

/**
 * WebVTT files for the video that plays now, one per language: portals turn on the one in the
 * client's language. The api checks each; a malformed file is refused with its line
 * ('Line 4: ...'), which stays on screen until the next try.
 */
export function CaptionsUpload({ media, title }: { media: AdminMediaItem; title: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [language, setLanguage] = useState<PortalLanguage>('en');
  const put = usePutCaptions();
  const remove = useRemoveCaptions();
  const name = LANGUAGE_ENGLISH_NAMES[language];
  const action = media.captionLanguages.includes(language)
    ? `Replace ${name} captions`
    : `Add ${name} captions`;
  const failed = put.isError ? put.error : remove.isError ? remove.error : null;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <CaptionsLanguageSelect
          value={language}
          onChange={setLanguage}
          accessibleName={`Captions language for ${title}`}
        />
        <Button
          variant="outline"
          aria-label={`${action} for ${title}`}
          aria-disabled={put.isPending || undefined}
          onClick={() => !put.isPending && input.current?.click()}
        >
          {put.isPending ? 'Saving captions...' : action}
        </Button>
        <span className="text-xs text-slate-600">WebVTT (.vtt)</span>
        <HiddenFileInput
          ref={input}
          accept=".vtt,text/vtt"
          onFile={(file) =>
            put.mutate(
              { mediaId: media.id, file, language },
              { onSuccess: () => toast.success(`${name} captions saved for '${title}'`) },
            )
          }
        />
      </div>
      <CaptionLanguageList
        languages={media.captionLanguages}
        title={title}
        removing={remove.isPending}
        onRemove={(removed) =>
          remove.mutate(
            { mediaId: media.id, language: removed },
            {
              onSuccess: () =>
                toast.success(
                  `${LANGUAGE_ENGLISH_NAMES[removed]} captions removed from '${title}'`,
                ),
            },
          )
        }
      />
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(failed, 'The captions could not be saved.')}
        </p>
      )}
    </div>
  );
}
