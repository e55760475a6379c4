import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PORTAL_COLORS, normalizeHexColor, readableTextColor } from '@retainly/domain';
import { ApiError, errorMessage } from '@/lib/api-client';
import { PRIMARY_BUTTON } from '@/features/portal/portal-theme';
import { fetchUnsubscribe, unsubscribe, unsubscribeQueryKey } from './unsubscribe-api';

const INVALID = "This link doesn't work. It may have been copied only in part.";
const INVALID_HINT =
  'Open the link from the e-mail again, or reply to the e-mail and ask to stop the reminders.';

/** The agency's colour on the page, with the text colour that stays readable on it. */
function brandStyle(color: string | null): CSSProperties {
  const primary = normalizeHexColor(color ?? '') ?? DEFAULT_PORTAL_COLORS.primary;
  return {
    '--portal-primary': primary,
    '--portal-on-primary': readableTextColor(primary),
  } as CSSProperties;
}

function Card({ color, children }: { color: string | null; children: ReactNode }) {
  return (
    <main
      style={brandStyle(color)}
      className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-10 text-slate-900 sm:items-center"
    >
      <div className="flex w-full max-w-md flex-col gap-4 rounded-2xl border-t-4 border-(--portal-primary) bg-white p-6 text-center shadow-sm sm:p-8">
        {children}
      </div>
    </main>
  );
}

/**
 * /unsubscribe?token=: where a reminder e-mail's 'stop these e-mails' link leads. It is the
 * client's page, so it speaks in the agency's name and colour, never ours, and asks before it
 * stops anything (a mail scanner following the link must not unsubscribe anyone).
 */
export function UnsubscribePage() {
  const [query] = useSearchParams();
  const token = query.get('token')?.trim() ?? '';
  const info = useQuery({
    queryKey: unsubscribeQueryKey(token),
    queryFn: () => fetchUnsubscribe(token),
    enabled: token !== '',
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });
  const agencyName = info.data?.agencyName ?? null;

  useEffect(() => {
    document.title = agencyName ? `${agencyName} · Reminder e-mails` : 'Reminder e-mails';
  }, [agencyName]);

  if (token === '' || (info.error instanceof ApiError && info.error.status < 500)) {
    return (
      <Card color={null}>
        <h1 className="text-xl font-bold">{INVALID}</h1>
        <p className="text-slate-600">{INVALID_HINT}</p>
      </Card>
    );
  }
  if (info.isError) {
    return (
      <Card color={null}>
        <h1 className="text-xl font-bold">This page could not be loaded</h1>
        <p role="alert" className="text-slate-600">
          Please check your connection and try again in a moment.
        </p>
        <button
          type="button"
          onClick={() => void info.refetch()}
          disabled={info.isFetching}
          className={`self-center ${PRIMARY_BUTTON}`}
        >
          {info.isFetching ? 'Trying again...' : 'Try again'}
        </button>
      </Card>
    );
  }
  if (!info.data) {
    return (
      <Card color={null}>
        <p role="status" className="text-slate-600">
          Loading...
        </p>
      </Card>
    );
  }

  const { primaryColor } = info.data;
  if (info.data.unsubscribed || stop.isSuccess) {
    return (
      <Card color={primaryColor}>
        <p className="text-sm font-semibold text-slate-600">{agencyName}</p>
        <div role="status">
          <h1 className="text-xl font-bold">
            You won&apos;t get reminder e-mails from {agencyName} any more.
          </h1>
        </div>
        <p className="text-slate-600">
          Your onboarding videos are still there whenever you want to carry on.
        </p>
      </Card>
    );
  }
  return (
    <Card color={primaryColor}>
      <p className="text-sm font-semibold text-slate-600">{agencyName}</p>
      <h1 className="text-xl font-bold">Stop reminder e-mails from {agencyName}?</h1>
      <p className="text-slate-600">
        {agencyName} sends a short reminder when you haven&apos;t watched your onboarding videos for
        a while. You can stop these reminders here.
      </p>
      {stop.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {errorMessage(stop.error, 'That did not work. Please try again.')}
        </p>
      )}
      <button
        type="button"
        onClick={() => stop.mutate()}
        disabled={stop.isPending}
        className={`self-center ${PRIMARY_BUTTON}`}
      >
        {stop.isPending ? 'Stopping...' : 'Stop reminder e-mails'}
      </button>
    </Card>
  );
}
