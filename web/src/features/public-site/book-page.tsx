import { useSearchParams } from 'react-router';
import { isCallRequestTopic, isCouponCode, PAGE_META } from '@retainly/domain';
import { CallRequestForm } from '@/features/lead-forms/call-request-form';
import { ExternalFrame } from '@/components/ui/external-frame';
import { usePageMeta } from '@/lib/use-page-meta';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { MarketingLayout, PageHero, Section } from './marketing-layout';
import { TRIAL_AFTER_CALL } from './trial-copy';

const CALL_COVERS = [
  'A walkthrough of the onboarding videos your clients watch on your branded link',
  'The activity dashboard: who has onboarded, completion rates and login activity',
  'The branding, menu-link deletion and AI offer and ads tools, live in HighLevel',
  'Your questions about setup, pricing and switching',
];

/**
 * /book: the deployment's booking calendar, or our own call request form when none is
 * configured. ?about= names what the call is about (a plan, the snapshot, switching); the
 * configured coupon parameter (Upgrade With Coupon to a /book link) carries a wheel prize along.
 */
export function BookPage() {
  usePageMeta(PAGE_META['/book']);
  const config = useSiteConfig();
  const [params] = useSearchParams();
  const about = params.get('about');
  const topic = isCallRequestTopic(about) ? about : 'call';
  const brought = config?.couponParameter ? params.get(config.couponParameter) : null;
  const coupon = isCouponCode(brought) ? brought : null;
  return (
    <MarketingLayout>
      <PageHero
        eyebrow="Book a Call"
        title="Book your free demo call"
        intro={
          <p>
            Pick a time that suits you. On a short call we show you how Retainly onboards, trains
            and retains your HighLevel clients.
          </p>
        }
      />
      <Section wide>
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <div>
            <h2 className="text-xl font-bold">What the call covers</h2>
            <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-slate-700">
              {CALL_COVERS.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <div className="mt-6 rounded-xl bg-green-50 p-5">
              <h2 className="font-bold text-green-800">7-day free trial</h2>
              <p className="mt-2 text-sm text-slate-700">{TRIAL_AFTER_CALL}</p>
            </div>
          </div>
          {config === undefined ? (
            // Until we know whether a calendar is configured, neither it nor the form.
            <p className="text-slate-600">Loading booking options...</p>
          ) : (
            <ExternalFrame
              src={config.bookingUrl}
              title="Booking calendar"
              height={760}
              fallback={<CallRequestForm topic={topic} coupon={coupon} />}
            />
          )}
        </div>
      </Section>
    </MarketingLayout>
  );
}
