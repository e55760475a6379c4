import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { LANGUAGE_ENGLISH_NAMES, type AgencyModule, type PortalLanguage } from '@retainly/domain';
import { CaptionLanguageList, CaptionsLanguageSelect } from '@/components/video/caption-languages';
import { errorMessage } from '@/lib/api-client';
import { deleteAgencyModuleCaptions, putAgencyModuleCaptions } from './api/agency-module-captions';
import { reloadAgencyModules } from './api/agency-modules';
import { ChooseVideoFile } from './choose-video-file';

/**
 * Captions for an uploaded video, a WebVTT (.vtt) file per language: the portal turns on the
 * one in the client's language. The api checks each; a malformed file is refused with its line
 * ('Line 4: ...'), which stays on screen until the next try.
 */
export function OwnVideoCaptions({ module }: { module: AgencyModule }) {
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<PortalLanguage>('en');
  const put = useMutation({
    mutationFn: async (file: File) =>
      putAgencyModuleCaptions(module.id, await file.text(), language),
    onSuccess: async () => {
      await reloadAgencyModules(queryClient);
      toast.success(`Captions saved for '${module.title}'`);
    },
  });
  const remove = useMutation({
    mutationFn: (removed: PortalLanguage) => deleteAgencyModuleCaptions(module.id, removed),
    onSuccess: async (_, removed) => {
      await reloadAgencyModules(queryClient);
      toast.success(`${LANGUAGE_ENGLISH_NAMES[removed]} captions removed from '${module.title}'`);
    },
  });
  const failed = put.isError ? put.error : remove.isError ? remove.error : null;
  return (
    <section aria-label="Captions" className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-800">Captions</h3>
      <p className="text-sm text-slate-600">
        Clients can turn captions on in the player, and see their own language&apos;s by themselves.
        Upload a WebVTT (.vtt) file per language; a new one replaces that language&apos;s last.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <CaptionsLanguageSelect
          value={language}
          onChange={setLanguage}
          accessibleName={`Captions language for ${module.title}`}
        />
        <ChooseVideoFile
          label={put.isPending ? 'Saving captions...' : 'Upload captions (.vtt)'}
          accessibleName={`Upload captions for ${module.title}`}
          accept=".vtt,text/vtt"
          onChoose={(file) => !put.isPending && put.mutate(file)}
        />
      </div>
      <CaptionLanguageList
        languages={module.captionLanguages}
        title={module.title}
        removing={remove.isPending}
        onRemove={(removed) => remove.mutate(removed)}
      />
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(failed, 'The captions could not be saved.')}
        </p>
      )}
    </section>
  );
}
