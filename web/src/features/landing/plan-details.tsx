import { BASIC_FEATURES, GUARANTEES } from '@retainly/domain';
import { CheckList } from './check-list';
import { buttonClass } from '@/components/ui/button-styles';
import type { BillingPeriod } from './landing-types';
import { PLANS, planPrice, type PlanId } from './plans';

/** The Lite / Pro Plan Details dialog body: price, who it is for, features, guarantee, CTA. */
export function PlanDetails({
  plan,
  period,
  onGetAccess,
}: {
  plan: PlanId;
  period: BillingPeriod;
  onGetAccess: () => void;
}) {
  const info = PLANS[plan];
  const price = planPrice(plan, period);
  const features = plan === 'pro' ? [...BASIC_FEATURES, ...info.features] : info.features;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-sm font-semibold text-slate-600">
          {info.name} ({info.label})
        </p>
        <p>
          <span className="text-4xl font-extrabold">${price.amount}</span>
          <span className="text-slate-600">/month</span>
        </p>
        <p className="text-sm text-slate-600">{price.billing}</p>
        {price.saving && <p className="text-sm font-semibold text-green-800">{price.saving}</p>}
      </div>
      <div>
        <h3 className="font-semibold">Who it&apos;s for</h3>
        <p className="mt-1 text-slate-600">{info.forWhom}</p>
      </div>
      <div>
        <h3 className="font-semibold">What&apos;s included</h3>
        <CheckList items={features} className="mt-2 text-sm text-slate-700" />
      </div>
      <div>
        <h3 className="font-semibold">Our guarantee</h3>
        <CheckList items={GUARANTEES} className="mt-2 text-sm text-slate-700" />
      </div>
      <button type="button" className={buttonClass({ size: 'lg' })} onClick={onGetAccess}>
        {info.accessTitle}
      </button>
    </div>
  );
}
