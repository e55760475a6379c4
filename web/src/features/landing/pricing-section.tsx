import { GUARANTEES } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { PeriodToggle } from '@/components/ui/period-toggle';
import { CheckList } from './check-list';
import { buttonClass } from '@/components/ui/button-styles';
import { SECTION_IDS, type BillingPeriod, type LandingModal } from './landing-types';
import { PlanCard } from './plan-card';

/** Plans with the Monthly/Yearly toggle, guarantees and the subscription survey (spec §2, §9). */
export function PricingSection({
  period,
  onPeriodChange,
  onOpen,
  onSeeTestimonials,
}: {
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  onOpen: (modal: LandingModal) => void;
  onSeeTestimonials: () => void;
}) {
  return (
    <section
      id={SECTION_IDS.pricing}
      tabIndex={-1}
      aria-labelledby="signup"
      className="scroll-mt-16 py-16 focus:outline-none sm:py-20"
    >
      <div className="mx-auto max-w-5xl px-4 text-center">
        {/* #signup is the section's second name in old links (spec §2). */}
        <h2 id="signup" className="scroll-mt-24 text-3xl font-bold sm:text-4xl">
          Simple pricing, cancel anytime
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">
          Pick the plan that fits your agency. Every plan includes 1:1 support and new videos every
          month.
        </p>
        <div className="mt-8">
          <PeriodToggle period={period} onChange={onPeriodChange} tone="light" />
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <PlanCard
            plan="lite"
            period={period}
            onGetAccess={() => onOpen('lite-access')}
            onDetails={() => onOpen('lite-details')}
          />
          <PlanCard
            plan="pro"
            period={period}
            onGetAccess={() => onOpen('pro-access')}
            onDetails={() => onOpen('pro-details')}
          />
        </div>
        <div className="mt-10 flex flex-col items-center gap-6">
          <button
            type="button"
            className={buttonClass({ size: 'lg' })}
            onClick={() => onOpen('subscribe')}
          >
            Start Your Subscription
          </button>
          <h3 className="sr-only">Our guarantees</h3>
          <CheckList
            items={GUARANTEES}
            className="grid gap-x-8 text-left text-sm font-medium text-slate-700 sm:grid-cols-2 lg:grid-cols-4"
          />
          <Button variant="ghost" onClick={onSeeTestimonials}>
            See what agencies say about us <span aria-hidden="true">↓</span>
          </Button>
        </div>
      </div>
    </section>
  );
}
