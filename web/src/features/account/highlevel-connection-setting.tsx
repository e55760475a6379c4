import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import type { HighLevelConnectionView } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { highLevelConnectionQuery, startHighLevelConnect } from './api/highlevel-connection';
import { HighLevelSetupSteps } from './highlevel-setup-steps';
import { HighLevelSubAccounts } from './highlevel-sub-accounts';
import { HighLevelVersionRules } from './highlevel-version-rules';
import { HighLevelWriteBackSetting } from './highlevel-write-back';

/** What the section says under its title for each state of the connection. */
function statusLine(view: HighLevelConnectionView): string {
  if (view.feature === 'off') {
    return 'HighLevel is not set up on this Retainly server yet (HIGHLEVEL_CLIENT_ID is unset).';
  }
  switch (view.status) {
    case 'not-connected':
      return 'Install Retainly in your HighLevel agency: sub-accounts become clients, get a Training menu link, and sign in from the CRM.';
    case 'connected':
      return `Connected · ${view.subAccounts} sub-account${view.subAccounts === 1 ? '' : 's'} · since ${new Date(view.connectedAt).toLocaleDateString()}`;
    case 'broken':
      return view.reason;
    case 'disconnected':
      return 'Disconnected. The app was uninstalled in HighLevel; your clients and their progress are kept.';
  }
}

/**
 * Settings → Connect HighLevel: the agency installs the Marketplace app once. The button leaves
 * for HighLevel's authorize page; HighLevel brings the agency back to /app?highlevel=….
 */
export function HighLevelConnectionSetting() {
  const id = useId();
  const connection = useQuery(highLevelConnectionQuery());
  const connect = useMutation({
    mutationFn: startHighLevelConnect,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toast.error(errorMessage(error, 'Could not start the HighLevel connection')),
  });
  const view = connection.data;
  if (!view) return null;
  const action =
    view.feature === 'on' && view.status !== 'connected'
      ? view.status === 'not-connected'
        ? 'Connect HighLevel'
        : 'Reconnect HighLevel'
      : null;

  return (
    <section className="mt-6 border-t border-slate-200 pt-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="font-semibold text-slate-900">
            HighLevel
          </h3>
          <p className="text-sm text-slate-600" data-testid="highlevel-status">
            {statusLine(view)}
          </p>
        </div>
        {action && (
          <Button onClick={() => connect.mutate()} disabled={connect.isPending}>
            {connect.isPending ? 'Opening HighLevel…' : action}
          </Button>
        )}
      </div>
      {view.feature === 'on' && view.status === 'connected' && (
        <>
          <HighLevelSubAccounts />
          <HighLevelVersionRules />
          <HighLevelWriteBackSetting />
          <HighLevelSetupSteps />
        </>
      )}
    </section>
  );
}
