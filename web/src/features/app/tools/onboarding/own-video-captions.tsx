import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AgencyModule } from '@retainly/domain';
import { errorMessage } from '@/lib/api-client';
import { putAgencyModuleCaptions } from './api/agency-module-captions';
import { reloadAgencyModules } from './api/agency-modules';
import { ChooseVideoFile } from './choose-video-file';

/**
 * Captions for an uploaded video, a WebVTT (.vtt) file. The api checks it; a malformed file is
 * refused with its line ('Line 4: ...'), which stays on screen until the next try.
 */
export function OwnVideoCaptions({ module }: { module: AgencyModule }) {
  const queryClient = useQueryClient();
  const put = useMutation({
    mutationFn: async (file: File) => putAgencyModuleCaptions(module.id, await file.text()),
    onSuccess: async () => {
      await reloadAgencyModules(queryClient);
      toast.success(`Captions saved for '${module.title}'`);
    },
  });
  return (
    <section aria-label="Captions" className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-800">Captions</h3>
      <p className="text-sm text-slate-600">
        Clients can turn captions on in the player. Upload a WebVTT (.vtt) file; a new one replaces
        the last.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <ChooseVideoFile
          label={put.isPending ? 'Saving captions...' : 'Upload captions (.vtt)'}
          accessibleName={`Upload captions for ${module.title}`}
          accept=".vtt,text/vtt"
          onChoose={(file) => !put.isPending && put.mutate(file)}
        />
      </div>
      {put.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(put.error, 'The captions could not be saved.')}
        </p>
      )}
    </section>
  );
}
