import { CheckList } from './check-list';
import { buttonClass } from '@/components/ui/button-styles';
import { TitledSection } from '@/components/ui/titled-section';
import type { BillingPeriod } from './landing-types';
import { PLANS, planPrice, type PlanId } from './plans';

/** One pricing card: name, badges, price for the period, features, access and details buttons. */
export function PlanCard({
  plan,
  period,
  onGetAccess,
  onDetails,
}: {
  plan: PlanId;
  period: BillingPeriod;
  onGetAccess: () => void;
  onDetails: () => void;
}) {
  const info = PLANS[plan];
  const price = planPrice(plan, period);
  const featured = plan === 'pro';
  return (
    <TitledSection
      as="article"
      title={info.name}
      heading="h3"
      titleClassName="text-2xl font-bold"
      className={`flex flex-col rounded-2xl border bg-white p-6 text-left sm:p-8 ${
        featured ? 'border-green-600 shadow-lg ring-1 ring-green-600' : 'border-slate-200'
      }`}
      headerClassName="flex flex-wrap items-center gap-2"
      aside={
        <>
          {'badge' in info && (
            <span className="rounded-full bg-green-700 px-3 py-1 text-xs font-bold text-white">
              {info.badge}
            </span>
          )}
          {price.badge && (
            <span className="rounded-full bg-green-50 px-3 py-1 text-xs font-bold text-green-800">
              {price.badge}
            </span>
          )}
        </>
      }
    >
      <p className="mt-1 text-sm font-medium text-slate-600">{info.label} plan</p>
      <p className="mt-5">
        <span className="text-5xl font-extrabold">${price.amount}</span>
        <span className="text-lg text-slate-600">/month</span>
      </p>
      <p className="mt-2 text-sm text-slate-600">{price.billing}</p>
      {price.saving && <p className="mt-1 text-sm font-semibold text-green-800">{price.saving}</p>}
      {info.featuresIntro && <p className="mt-6 font-semibold">{info.featuresIntro}</p>}
      <CheckList items={info.features} className={info.featuresIntro ? 'mt-3' : 'mt-6'} />
      <div className="mt-auto flex flex-col gap-2 pt-8">
        <button
          type="button"
          className={
            featured ? buttonClass({ size: 'lg' }) : buttonClass({ variant: 'outline', size: 'lg' })
          }
          onClick={onGetAccess}
        >
          {info.accessTitle}
        </button>
        <button
          type="button"
          onClick={onDetails}
          aria-label={info.detailsTitle}
          className="rounded py-1 text-sm font-semibold text-green-800 underline underline-offset-4 hover:text-green-900 focus-visible:outline-2 focus-visible:outline-brand"
        >
          Plan Details
        </button>
      </div>
    </TitledSection>
  );
}
