import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_PORTAL_COLORS, normalizeHexColor, readableTextColor } from '@retainly/domain';
import { ApiError } from '@/lib/api-client';
import { portalI18n } from '@/features/portal/portal-i18n';
import { portalErrorMessage, usePortalText } from '@/features/portal/portal-text';
import { PRIMARY_BUTTON } from '@/features/portal/portal-theme';
import { useShownLanguage } from '@/features/portal/use-portal-language';
import { useUnsubscribeInfo } from './api/get-unsubscribe';
import { useUnsubscribe } from './api/unsubscribe';

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
 * client's page, so it speaks in the agency's name and colour, never ours, in the client's
 * language (the look-up says which), and asks before it stops anything (a mail scanner
 * following the link must not unsubscribe anyone).
 */
export function UnsubscribePage() {
  return (
    <I18nextProvider i18n={portalI18n}>
      <LocalizedUnsubscribePage />
    </I18nextProvider>
  );
}

function LocalizedUnsubscribePage() {
  const { t } = usePortalText();
  const [query] = useSearchParams();
  const token = query.get('token')?.trim() ?? '';
  const info = useUnsubscribeInfo(token);
  const stop = useUnsubscribe(token);
  const agencyName = info.data?.agencyName ?? null;
  // Until the look-up answers, the page (loading, a broken link) speaks English.
  const ready = useShownLanguage(info.data?.language ?? (info.isPending ? null : 'en'));

  useEffect(() => {
    document.title = agencyName
      ? t('unsubscribe.titleAgency', { agency: agencyName })
      : t('unsubscribe.title');
  }, [t, agencyName]);

  if (token === '' || (info.error instanceof ApiError && info.error.status < 500)) {
    return (
      <Card color={null}>
        <h1 className="text-xl font-bold">{t('unsubscribe.invalid')}</h1>
        <p className="text-slate-600">{t('unsubscribe.invalidHint')}</p>
      </Card>
    );
  }
  if (info.isError) {
    return (
      <Card color={null}>
        <h1 className="text-xl font-bold">{t('states.errorTitle')}</h1>
        <p role="alert" className="text-slate-600">
          {t('states.errorHint')}
        </p>
        <button
          type="button"
          onClick={() => void info.refetch()}
          disabled={info.isFetching}
          className={`self-center ${PRIMARY_BUTTON}`}
        >
          {info.isFetching ? t('states.tryingAgain') : t('states.tryAgain')}
        </button>
      </Card>
    );
  }
  if (!info.data || !ready) {
    return (
      <Card color={null}>
        <p role="status" className="text-slate-600">
          {t('unsubscribe.loading')}
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
          <h1 className="text-xl font-bold">{t('unsubscribe.done', { agency: agencyName })}</h1>
        </div>
        <p className="text-slate-600">{t('unsubscribe.doneHint')}</p>
      </Card>
    );
  }
  return (
    <Card color={primaryColor}>
      <p className="text-sm font-semibold text-slate-600">{agencyName}</p>
      <h1 className="text-xl font-bold">{t('unsubscribe.question', { agency: agencyName })}</h1>
      <p className="text-slate-600">{t('unsubscribe.explain', { agency: agencyName })}</p>
      {stop.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {portalErrorMessage(t, stop.error, 'unsubscribe.failed')}
        </p>
      )}
      <button
        type="button"
        onClick={() => stop.mutate()}
        disabled={stop.isPending}
        className={`self-center ${PRIMARY_BUTTON}`}
      >
        {stop.isPending ? t('unsubscribe.stopping') : t('unsubscribe.stop')}
      </button>
    </Card>
  );
}
