import type { ReactNode } from 'react';
import { ADVANCED_EXTRA_FEATURES, BASIC_FEATURES, PRICING_PAGE } from '@retainly/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { TitledSection } from '@/components/ui/titled-section';
import { GetStartedLink } from './get-started-link';

const PLAN_FEATURES = [...BASIC_FEATURES, ...ADVANCED_EXTRA_FEATURES, '1:1 support'];

const ENTERPRISE_FEATURES = [
  'Everything in the Monthly and Yearly plans',
  'Several agency brands or teams on one account',
  'Custom onboarding content planned with you',
  'A dedicated contact for 1:1 support',
];

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-6 flex flex-col gap-2 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 h-4 w-4 shrink-0 fill-green-700"
          >
            <path d="M7.7 13.3 4.4 10l-1.2 1.2 4.5 4.5 9.6-9.6-1.2-1.2z" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  );
}

function PlanCard({
  name,
  price,
  period,
  badge,
  note,
  features,
  action,
  highlighted = false,
}: {
  name: string;
  price: string;
  period?: string;
  badge?: string;
  note: string;
  features: readonly string[];
  action: ReactNode;
  highlighted?: boolean;
}) {
  return (
    <TitledSection
      as="article"
      title={name}
      titleClassName="text-xl font-bold"
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8 ${
        highlighted ? 'border-green-700 ring-2 ring-green-700' : 'border-slate-200'
      }`}
      headerClassName="flex items-center justify-between gap-3"
      aside={
        badge && (
          <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">
            {badge}
          </span>
        )
      }
    >
      <p className="mt-4">
        <span className="text-4xl font-extrabold tracking-tight">{price}</span>
        {period && <span className="text-slate-600">{period}</span>}
      </p>
      <p className="mt-2 text-sm text-slate-600">{note}</p>
      <CheckList items={features} />
      <div className="mt-auto pt-8">{action}</div>
    </TitledSection>
  );
}

/** Monthly, Yearly and Enterprise (spec §2 '/pricing', prices from §9). */
export function PricingCards() {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <PlanCard
        name="Monthly"
        price={`$${PRICING_PAGE.monthly}`}
        period="/month"
        note="Billed monthly. Cancel anytime."
        features={PLAN_FEATURES}
        action={<GetStartedLink paymentKey="pricing-monthly" planLabel="with the Monthly plan" />}
      />
      <PlanCard
        name="Yearly"
        price={`$${PRICING_PAGE.yearly}`}
        period="/year"
        badge={`Save $${PRICING_PAGE.yearlySaving}`}
        note="Billed once a year: two months free compared with monthly."
        features={PLAN_FEATURES}
        action={<GetStartedLink paymentKey="pricing-yearly" planLabel="with the Yearly plan" />}
        highlighted
      />
      <PlanCard
        name="Enterprise"
        price="Custom"
        note="Contact us for pricing for larger agencies and teams."
        features={ENTERPRISE_FEATURES}
        action={
          <ButtonLink to="/book" variant="outline" className="w-full">
            Book a Call
          </ButtonLink>
        }
      />
    </div>
  );
}
