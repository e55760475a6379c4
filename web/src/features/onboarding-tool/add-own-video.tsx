import { useState } from 'react';
import type {
  AgencyModuleLibrary,
  OnboardingState,
  OnboardingVersion,
  VersionVideo,
} from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { AddOwnVideoDialog, emptyDraft, type AddDraft } from './add-own-video-dialog';
import { useUpgradePrompt } from './upgrade-prompt';

/**
 * 'Add your own video': on the BASIC plan it opens 'Upgrade Today' and asks the api nothing.
 * What was typed is kept when the dialog closes without adding, until the next opening.
 */
export function AddOwnVideo({
  state,
  version,
  videos,
  library,
}: {
  state: OnboardingState;
  version?: OnboardingVersion;
  videos?: VersionVideo[];
  library?: AgencyModuleLibrary;
}) {
  const promptUpgrade = useUpgradePrompt();
  const [open, setOpen] = useState(false);
  const fresh = (): AddDraft => ({
    draft: emptyDraft(),
    file: null,
    versionIds: version ? [version.id] : [],
    place: null,
  });
  const [saved, setSaved] = useState<AddDraft>(fresh);
  const allowed = state.plan === 'ADVANCED';
  const ready = allowed && version && videos && library;

  return (
    <>
      <Button
        variant={allowed ? 'primary' : 'outline'}
        aria-haspopup="dialog"
        aria-disabled={(allowed && !ready) || undefined}
        onClick={() => {
          if (!allowed) promptUpgrade();
          else if (ready) setOpen(true);
        }}
      >
        {!allowed && <Icon name="lock" className="mr-1.5 h-4 w-4" />}
        Add your own video
      </Button>
      {open && ready && (
        <AddOwnVideoDialog
          version={version}
          versions={state.versions}
          videos={videos}
          library={library}
          saved={saved}
          onSave={(next) => setSaved(next ?? fresh())}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
