import { useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';
import { lastLoginText, type DashboardRow } from '@retainly/domain';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { HealthScore, IDENTITY_NOT_VERIFIED, NoEmailNote, StatusBadge } from './client-health';
import { ClientModules } from './client-modules';
import { ClientTimeline } from './client-timeline';
import { helpUseText } from './labels';
import { CompletionBadgeView } from './completion';
import { useClientDetail } from './api/get-client';
import { formatDate, lastWatchedText, MISSING, watchTimeText, tierLabel } from './labels';

/** Spec §8's toasts: never the server's own wording. */
const NOT_FOUND = 'Could not find user data';
const LOAD_FAILED = 'Failed to load dashboard data';

const withDate = (text: string, iso: string | null) =>
  iso ? `${text} (${formatDate(iso)})` : text;

/**
 * One client: the facts from the list at once, then each module of their version with its
 * status (measured from heartbeats, or self-reported where watching cannot be measured), and
 * the completed modules the version no longer has. A failure closes it with the spec's toast
 * (a client that is gone answers 404).
 */
export function ClientDetailDialog({
  row,
  onClose,
}: {
  row: DashboardRow | null;
  onClose: () => void;
}) {
  const detail = useClientDetail(row?.id ?? null);
  const failed = detail.isError;
  useEffect(() => {
    if (!failed) return;
    const gone = detail.error instanceof ApiError && detail.error.status === 404;
    toast.error(gone ? NOT_FOUND : LOAD_FAILED);
    onClose();
  }, [failed, detail.error, onClose]);

  const client = detail.data?.client ?? row;
  if (!client) return null;
  const now = new Date();
  const videos = detail.data?.videos ?? [];
  const done = videos.filter((v) => v.status === 'completed' || v.status === 'self_reported');
  const removed = detail.data?.removedVideos ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={client.name ?? client.email ?? 'Client'}
      size="lg"
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact label="Email" value={client.hasEmail ? (client.email ?? MISSING) : <NoEmailNote />} />
        <Fact
          label="Status"
          value={
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge status={client.status} />
              {client.status === 'stalled' && client.hasEmail && (
                <span className="font-normal text-slate-600">
                  {client.nudgesSent === 1
                    ? '1 reminder sent'
                    : `${client.nudgesSent} reminders sent`}
                </span>
              )}
            </span>
          }
        />
        <Fact label="Health" value={<HealthScore health={client.health} />} />
        <Fact label="Version" value={tierLabel(client.tier)} />
        <Fact
          label="Completion"
          value={
            <span className="flex flex-wrap items-center gap-2">
              <CompletionBadgeView percent={client.completion} />
              {client.selfReported > 0 && (
                <span className="font-normal text-slate-600">
                  {client.selfReported} self-reported
                </span>
              )}
            </span>
          }
        />
        <Fact label="Watched" value={watchTimeText(client)} />
        <Fact
          label="Identity"
          value={
            client.identityVerified
              ? client.subAccount
                ? 'Verified by HighLevel or e-mail'
                : 'Verified by e-mail'
              : IDENTITY_NOT_VERIFIED
          }
        />
        {client.subAccount && <Fact label="Sub-account" value={client.subAccount} />}
        <Fact
          label="Last login"
          value={withDate(lastLoginText(new Date(client.lastLoginAt), now), client.lastLoginAt)}
        />
        <Fact
          label="Last watched"
          value={withDate(lastWatchedText(client.lastWatchedAt, now), client.lastWatchedAt)}
        />
        {detail.data && <Fact label="Help in CRM" value={helpUseText(detail.data.helpUse)} />}
      </dl>
      <section aria-labelledby={`videos-${client.id}`} className="flex flex-col gap-2">
        <h3 id={`videos-${client.id}`} className="font-semibold text-slate-900">
          {detail.data ? `Videos: ${done.length} of ${videos.length} completed` : 'Videos'}
        </h3>
        {detail.data ? (
          <ClientModules videos={videos} />
        ) : (
          <p role="status" className="text-sm text-slate-600">
            Loading videos...
          </p>
        )}
      </section>
      <section aria-labelledby={`timeline-${client.id}`} className="flex flex-col gap-2">
        <h3 id={`timeline-${client.id}`} className="font-semibold text-slate-900">
          Timeline
        </h3>
        {detail.data ? (
          <ClientTimeline entries={detail.data.timeline} />
        ) : (
          <p role="status" className="text-sm text-slate-600">
            Loading timeline...
          </p>
        )}
      </section>
      {removed.length > 0 && (
        <section aria-labelledby={`removed-${client.id}`} className="flex flex-col gap-2">
          <h3 id={`removed-${client.id}`} className="font-semibold text-slate-900">
            Removed modules
          </h3>
          <p className="text-sm text-slate-600">
            Completed before you removed them from this version; they no longer count toward
            completion.
          </p>
          <ClientModules videos={removed} />
        </section>
      )}
    </Dialog>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
