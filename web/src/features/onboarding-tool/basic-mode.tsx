import type { OnboardingState } from '@retainly/domain';
import { versionOf } from './api/versions';
import { AddOwnVideo } from './add-own-video';
import { ClientPreview } from './client-preview';
import { HelpLauncherSection } from './help-launcher-section';
import { CreateVersionButton, PortalLink } from './portal-link';
import { VersionIdentitySetting } from './version-identity-setting';

/** Basic Mode: one link for every client, with every video. */
export function BasicMode({ state }: { state: OnboardingState }) {
  const basic = versionOf(state, 'basic');
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <p className="text-slate-700">
        Share this link with every new client. It opens your branded onboarding portal.
      </p>
      {basic ? (
        <>
          <PortalLink url={basic.url} />
          <VersionIdentitySetting version={basic} />
        </>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-xl bg-slate-50 p-4">
          <p className="text-slate-800">You don't have an onboarding link yet.</p>
          <CreateVersionButton tier="basic" variant="primary" />
        </div>
      )}
      {state.plan === 'BASIC' && (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 p-4">
          <p className="text-slate-800">
            Add your own videos beside ours: upload them or paste a YouTube, Vimeo or Loom link.
          </p>
          <AddOwnVideo state={state} />
        </div>
      )}
      <ClientPreview state={state} />
      <HelpLauncherSection state={state} />
    </div>
  );
}
