import type { OnboardingState } from '@retainly/domain';
import { versionOf } from './api/versions';
import { ClientPreview } from './client-preview';
import { CreateVersionButton, PortalLink } from './portal-link';

/** Basic Mode: one link for every client, with every video. */
export function BasicMode({ state }: { state: OnboardingState }) {
  const basic = versionOf(state, 'basic');
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <p className="text-slate-700">
        Share this link with every new client. It opens your branded onboarding portal.
      </p>
      {basic ? (
        <PortalLink url={basic.url} />
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-xl bg-slate-50 p-4">
          <p className="text-slate-800">You don't have an onboarding link yet.</p>
          <CreateVersionButton tier="basic" variant="primary" />
        </div>
      )}
      <ClientPreview state={state} />
    </div>
  );
}
