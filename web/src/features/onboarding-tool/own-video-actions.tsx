import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  VERSION_TIER_NAMES,
  type AgencyModule,
  type AgencyModuleLibrary,
  type OnboardingVersion,
} from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatBytes } from '@/components/upload/format-bytes';
import { errorMessage } from '@/lib/api-client';
import { reloadAgencyModules } from './api/agency-modules';
import { deleteAgencyModule } from './api/delete-agency-module';
import { removeVersionModule } from './api/remove-version-module';
import { EditOwnVideoDialog } from './edit-own-video-dialog';
import { useOwnVideoUploads } from './own-video-uploads';
import { usePlanRefusalHandler } from './upgrade-prompt';
import { versionNames } from './use-add-own-video';

const HISTORY_KEPT = "Your clients' viewing and completion history is kept.";

type Confirm = 'remove' | 'delete' | null;

/**
 * An own module's Edit, 'Remove from this version' and 'Delete everywhere'. Removing it from
 * the last version that shows it deletes it, so that asks first, as deleting does.
 */
export function OwnVideoActions({
  module,
  version,
  versions,
  library,
}: {
  module: AgencyModule;
  version: OnboardingVersion;
  versions: OnboardingVersion[];
  library: AgencyModuleLibrary;
}) {
  const queryClient = useQueryClient();
  const uploads = useOwnVideoUploads();
  const handlePlanRefusal = usePlanRefusalHandler();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const here = `the ${VERSION_TIER_NAMES[version.tier]} version`;
  const lastVersion = module.versionIds.every((id) => id === version.id);
  const storage = module.media ? formatBytes(module.media.sourceBytes) : null;

  const removal = useMutation({
    mutationFn: (everywhere: boolean) => {
      // An upload still sending would recreate what is being removed.
      if (everywhere || lastVersion) uploads.uploads.get(module.id)?.cancel();
      return everywhere
        ? deleteAgencyModule(module.id)
        : removeVersionModule(version.id, module.id);
    },
    onSuccess: async (_, everywhere) => {
      setConfirm(null);
      await reloadAgencyModules(queryClient);
      toast.success(
        everywhere || lastVersion
          ? `'${module.title}' deleted`
          : `'${module.title}' removed from ${here}`,
      );
    },
    onError: (error) => {
      setConfirm(null);
      if (!handlePlanRefusal(error)) toast.error(errorMessage(error, 'Failed to remove the video'));
    },
  });
  const busy = removal.isPending;

  return (
    <>
      <Button
        variant="outline"
        aria-label={`Edit ${module.title}`}
        onClick={() => setEditing(true)}
      >
        Edit
      </Button>
      <Button
        variant="outline"
        aria-label={`Remove ${module.title} from this version`}
        aria-disabled={busy || undefined}
        onClick={() => !busy && (lastVersion ? setConfirm('remove') : removal.mutate(false))}
      >
        Remove<span className="hidden sm:inline">&nbsp;from this version</span>
      </Button>
      <Button
        variant="outline"
        aria-label={`Delete ${module.title} everywhere`}
        aria-disabled={busy || undefined}
        onClick={() => !busy && setConfirm('delete')}
      >
        Delete<span className="hidden sm:inline">&nbsp;everywhere</span>
      </Button>
      {editing && (
        <EditOwnVideoDialog module={module} library={library} onClose={() => setEditing(false)} />
      )}
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && !busy && setConfirm(null)}
        title={
          confirm === 'remove' ? `Remove ${module.title}?` : `Delete ${module.title} everywhere?`
        }
      >
        <p className="text-slate-700">
          {confirm === 'remove'
            ? `No other version shows it, so it will be deleted${storage ? `, freeing ${storage} of storage` : ''}.`
            : `It disappears from ${versionNames(versions, module.versionIds)}${storage ? ` and its video is deleted, freeing ${storage} of storage` : ''}.`}{' '}
          {HISTORY_KEPT}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => !busy && setConfirm(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            aria-disabled={busy || undefined}
            onClick={() => !busy && removal.mutate(confirm === 'delete')}
          >
            {busy ? 'Deleting...' : 'Delete video'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
