import {
  callRequestPath,
  type PaymentLinkKey,
  type SiteConfig,
  type SiteMedia,
} from '@retainly/domain';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { ExternalFrame } from '@/components/ui/external-frame';
import { VideoPlayer } from '@/components/video/video-player';
import { QueryProvider } from '@/lib/query-provider';
import { CheckoutFallback } from './checkout-fallback';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmingAccessDialog } from './confirming-access-dialog';
import type { BillingPeriod, LandingModal } from './landing-types';
import { PlanDetails } from './plan-details';
import { PLANS } from './plans';
import { WelcomeBackDialog } from './welcome-back-dialog';

type ContentModal = Exclude<LandingModal, 'confirmation' | 'welcome-back'>;

const TITLES: Record<ContentModal, string> = {
  'transfer-video': 'Transfer Video',
  'thanks-for-booking': 'Thanks for Booking',
  subscribe: 'Subscribe Now',
  'lite-access': PLANS.lite.accessTitle,
  'pro-access': PLANS.pro.accessTitle,
  'lite-details': PLANS.lite.detailsTitle,
  'pro-details': PLANS.pro.detailsTitle,
};

const FRAME_HEIGHT = 460;

interface Props {
  modal: LandingModal | null;
  period: BillingPeriod;
  config: SiteConfig | undefined;
  /** The hosted site videos (the transfer tutorial's, if any); undefined while loading. */
  siteMedia: SiteMedia | undefined;
  affiliateId: string | undefined;
  onOpen: (modal: LandingModal) => void;
  onClose: () => void;
}

/** A plan's order form; without one, the checkout link (or the call request) instead. */
function OrderFrame({
  src,
  title,
  paymentKey,
  config,
  planName,
}: {
  src: string | null | undefined;
  title: string;
  paymentKey: PaymentLinkKey;
  config: SiteConfig | undefined;
  planName: string;
}) {
  return (
    <ExternalFrame
      src={src}
      title={title}
      height={FRAME_HEIGHT}
      fallback={
        <CheckoutFallback
          paymentKey={paymentKey}
          paymentLink={config?.paymentLinks[paymentKey]}
          planName={planName}
        />
      }
    />
  );
}

function ModalBody({
  modal,
  period,
  config,
  siteMedia,
  affiliateId,
  onOpen,
}: Props & { modal: ContentModal }) {
  switch (modal) {
    case 'transfer-video':
      return (
        <>
          <p className="text-slate-600">
            How to move your HighLevel account under our affiliate link, step by step.
          </p>
          <VideoPlayer
            media={siteMedia && siteMedia.transferTutorial}
            src={config?.videos.transferTutorial}
            title="HighLevel account transfer tutorial"
          />
        </>
      );
    case 'thanks-for-booking': {
      const signup = affiliateId ? `/signup?am_id=${encodeURIComponent(affiliateId)}` : '/signup';
      return (
        <>
          <p className="text-slate-700">
            Your call is booked, we look forward to speaking with you. In the meantime, try Retainly
            free for 7 days.
          </p>
          <Link to={signup} className={buttonClass({ size: 'lg' })}>
            Get Started
          </Link>
        </>
      );
    }
    case 'subscribe':
      return (
        <>
          <p className="text-slate-600">
            A few quick questions about your agency start your{' '}
            {period === 'yearly' ? 'yearly' : 'monthly'} subscription.
          </p>
          <ExternalFrame
            src={config?.surveyForms[period]}
            title={`Subscription survey (${period})`}
            height={FRAME_HEIGHT}
            fallback={<SubscribeFallback period={period} />}
          />
        </>
      );
    case 'lite-access':
      return (
        <OrderFrame
          src={config?.purchaseForms.lite}
          title="Lite plan order form"
          paymentKey="basic-monthly"
          config={config}
          planName={PLANS.lite.label}
        />
      );
    case 'pro-access':
      return (
        <OrderFrame
          src={config?.purchaseForms.proGrowth}
          title="Pro+Growth plan order form"
          paymentKey={period === 'yearly' ? 'advanced-yearly' : 'advanced-monthly'}
          config={config}
          planName={PLANS.pro.label}
        />
      );
    case 'lite-details':
      return <PlanDetails plan="lite" period={period} onGetAccess={() => onOpen('lite-access')} />;
    case 'pro-details':
      return <PlanDetails plan="pro" period={period} onGetAccess={() => onOpen('pro-access')} />;
  }
}

/**
 * No survey configured: the subscription is requested through the call request form (naming
 * the Pro+Growth plan for the period), or the visitor compares the plans on /pricing first.
 */
function SubscribeFallback({ period }: { period: BillingPeriod }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
      <p className="text-slate-700">
        Tell us how to reach you and we will set up your {period} subscription with you, usually
        within one business day.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to={callRequestPath(period === 'yearly' ? 'advanced-yearly' : 'advanced-monthly')}
          className={buttonClass({ size: 'lg' })}
        >
          Request the {period} subscription
        </Link>
        <Link to="/pricing" className={buttonClass({ variant: 'outline', size: 'lg' })}>
          Compare the plans
        </Link>
      </div>
    </div>
  );
}

/**
 * Every landing modal, loaded on first use so the page itself stays light. The content modals
 * share one dialog, so moving from Plan Details to its purchase form keeps the focus trap and
 * still returns focus to the button that opened the first one.
 */
export function LandingModals(props: Props) {
  const { modal, onOpen, onClose } = props;
  const openSignIn = useCallback(() => onOpen('welcome-back'), [onOpen]);
  const content = modal === 'confirmation' || modal === 'welcome-back' ? null : modal;
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  // The landing page itself renders without a QueryClient (app/route-page.tsx); its dialogs
  // (session, sign-in, forms) use TanStack Query, which this chunk brings.
  return (
    <QueryProvider>
      <ConfirmingAccessDialog
        open={modal === 'confirmation'}
        onOpenChange={onOpenChange}
        onLogin={openSignIn}
      />
      <WelcomeBackDialog
        open={modal === 'welcome-back'}
        onOpenChange={onOpenChange}
        affiliateId={props.affiliateId}
      />
      <Dialog
        open={content !== null}
        onOpenChange={onOpenChange}
        title={content ? TITLES[content] : ''}
        size={content === 'thanks-for-booking' ? 'md' : 'lg'}
      >
        {content && <ModalBody {...props} modal={content} />}
      </Dialog>
    </QueryProvider>
  );
}
