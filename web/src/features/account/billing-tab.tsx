import { useEffect, useRef, type ReactNode } from 'react';
import type { SessionContext, SiteConfig } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { useAppDialogs } from '@/features/app-shell/use-app-dialogs';
import { buttonClass } from '@/components/ui/button-styles';

/** Support, upgrading and the way into the cancellation wizard. */
export function BillingTab({
  session,
  onCancelSubscription,
  focusCancel = false,
}: {
  session: SessionContext;
  onCancelSubscription: () => void;
  /** Back from the wizard: focus returns to the button that opened it. */
  focusCancel?: boolean;
}) {
  const { openUpgrade } = useAppDialogs();
  const config = useSiteConfig();
  const cancelButton = useRef<HTMLButtonElement>(null);
  // Only on mount: the tab appears again in place of the wizard's Back button.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void (focusCancel && cancelButton.current?.focus()), []);
  return (
    <div className="flex flex-col divide-y divide-slate-200">
      <BillingRow title="Need help?" text={<SupportText config={config} />}>
        <ContactSupport config={config} />
      </BillingRow>
      <BillingRow title="Your plan" text={planSummary(session)}>
        <Button onClick={openUpgrade}>Upgrade Plan</Button>
      </BillingRow>
      <BillingRow title="Cancel subscription" text="Ends your access to Retainly.">
        <Button variant="danger-outline" onClick={onCancelSubscription} ref={cancelButton}>
          Cancel Subscription
        </Button>
      </BillingRow>
    </div>
  );
}

function BillingRow({
  title,
  text,
  children,
}: {
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <p className="text-sm text-slate-600">{text}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </section>
  );
}

function planSummary(session: SessionContext): string {
  const plan = session.plan === 'BASIC' ? 'Basic' : 'Advanced';
  if (!session.isTrialing) return `${plan} plan`;
  const days = session.trialDaysRemaining;
  return `${plan} plan, free trial: ${days} ${days === 1 ? 'day' : 'days'} left`;
}

function SupportText({ config }: { config: SiteConfig | undefined }) {
  if (config?.supportSmsNumber) return <>Text HELP to {config.supportSmsNumber}.</>;
  if (config) return <>E-mail {config.supportEmail}.</>;
  return <>Our support team answers quickly.</>;
}

/** An SMS with the body HELP (`?&body=` works on iOS and Android); e-mail when no number is set. */
function ContactSupport({ config }: { config: SiteConfig | undefined }) {
  if (!config) {
    return (
      <Button variant="outline" disabled>
        Contact Support
      </Button>
    );
  }
  const href = config.supportSmsNumber
    ? `sms:${config.supportSmsNumber}?&body=HELP`
    : `mailto:${config.supportEmail}`;
  return (
    <a href={href} className={buttonClass({ variant: 'outline' })}>
      Contact Support
    </a>
  );
}
