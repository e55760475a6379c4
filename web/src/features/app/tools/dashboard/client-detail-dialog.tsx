import { useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';
import { lastLoginText, type DashboardRow } from '@retainly/domain';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { CompletionBadgeView } from './completion';
import { useClientDetail } from './dashboard-api';
import { formatDate, MISSING, tierLabel } from './labels';

/** Spec §8's toasts: never the server's own wording. */
const NOT_FOUND = 'Could not find user data';
const LOAD_FAILED = 'Failed to load dashboard data';

/**
 * One client: the facts from the list at once, then the videos of their version, ticked with
 * the date for each one watched. A failure closes it with the spec's toast (a client that is
 * gone answers 404).
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
  const watched = detail.data?.videos.filter((video) => video.completedAt).length ?? 0;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={client.name ?? client.email ?? 'Client'}
      size="lg"
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact label="Email" value={client.email ?? MISSING} />
        <Fact label="Version" value={tierLabel(client.tier)} />
        <Fact label="Completion" value={<CompletionBadgeView percent={client.completion} />} />
        <Fact
          label="Last login"
          value={`${lastLoginText(new Date(client.lastLoginAt), new Date())} (${formatDate(client.lastLoginAt)})`}
        />
      </dl>
      <section aria-labelledby={`videos-${client.id}`} className="flex flex-col gap-2">
        <h3 id={`videos-${client.id}`} className="font-semibold text-slate-900">
          {detail.data ? `Videos: ${watched} of ${detail.data.videos.length} watched` : 'Videos'}
        </h3>
        {detail.data ? (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {detail.data.videos.map((video) => (
              <li
                key={`${video.categoryId}/${video.moduleId}`}
                className="flex items-start gap-3 px-3 py-2 text-sm"
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs ${
                    video.completedAt ? 'bg-brand text-white' : 'border border-slate-300'
                  }`}
                >
                  {video.completedAt ? '✓' : ''}
                </span>
                <span className="flex-1 text-slate-900">{video.title}</span>
                <span className="shrink-0 text-slate-600">
                  {video.completedAt
                    ? `Watched ${formatDate(video.completedAt)}`
                    : 'Not watched yet'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status" className="text-sm text-slate-600">
            Loading videos...
          </p>
        )}
      </section>
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
