import {
  ADVANCED_EXTRA_FEATURES,
  BASIC_FEATURES,
  LANDING_PRICING,
  recommendedPlan,
} from '@retainly/domain';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ExternalFrame } from '@/components/ui/external-frame';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { useAppDialogs } from './use-app-dialogs';
import type { Tool } from './tools';
import { useStagedReveal } from './use-staged-reveal';
import { ButtonLink } from '@/components/ui/button-link';
import { CheckList } from '@/components/ui/check-list';

/** Spec §4 'Plan recommendation overlay': heading, plan card, then lead form. */
const STAGE_DELAYS_MS = [100, 700, 1700] as const;

/**
 * Trialing users see this over every tool but the walkthrough: the plan that fits their
 * agency (from the questionnaire's active sub-accounts) and that plan's lead form.
 */
export function PlanRecommendationOverlay({
  tool,
  activeSubaccounts,
}: {
  tool: Tool;
  activeSubaccounts: string | null;
}) {
  const shown = useStagedReveal(STAGE_DELAYS_MS);
  const planKey = recommendedPlan(activeSubaccounts);
  const plan = LANDING_PRICING[planKey];
  const features =
    planKey === 'basic' ? BASIC_FEATURES : [...BASIC_FEATURES, ...ADVANCED_EXTRA_FEATURES];
  const leadForm = useSiteConfig()?.planLeadForms[planKey];

  return (
    <section
      aria-labelledby="plan-overlay-title"
      data-testid="plan-overlay"
      data-plan={planKey}
      className="flex w-full flex-col gap-6 rounded-2xl bg-white/70 p-4 backdrop-blur-md sm:p-8"
    >
      <Stage shown={shown >= 1}>
        <p className="text-sm font-semibold uppercase tracking-wide text-green-800">
          Your free trial includes the Platform Walkthrough
        </p>
        <h2 id="plan-overlay-title" className="mt-1 text-2xl font-bold sm:text-3xl">
          Unlock the {tool.name}
        </h2>
        <p className="mt-2 text-slate-700">
          Based on your answers, the {plan.name} plan fits your agency best.
        </p>
      </Stage>
      <Stage shown={shown >= 2}>
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-2 ring-brand">
          <p className="text-sm font-semibold text-green-800">Recommended for you</p>
          <h3 className="mt-1 text-xl font-bold">{plan.name}</h3>
          <p className="mt-2">
            <span className="text-4xl font-bold">${plan.monthly}</span>
            <span className="text-slate-600">/month</span>
          </p>
          <CheckList
            items={features}
            className="mt-4 grid gap-2 sm:grid-cols-2"
            itemClassName="text-sm text-slate-700"
          />
        </div>
      </Stage>
      <Stage shown={shown >= 3}>
        <ExternalFrame
          src={leadForm}
          title={`${plan.name} plan lead form`}
          height={560}
          fallback={<LeadFormFallback planName={plan.name} />}
        />
      </Stage>
    </section>
  );
}

/** Hidden parts take no part in the page (invisible) until their turn, then fade in. */
function Stage({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <div
      className={`w-full max-w-3xl self-center transition-[opacity,transform,visibility] duration-500 motion-reduce:transition-none ${
        shown ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0'
      }`}
    >
      {children}
    </div>
  );
}

function LeadFormFallback({ planName }: { planName: string }) {
  const { openUpgrade } = useAppDialogs();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center">
      <p className="text-lg font-semibold">Ready to start with {planName}?</p>
      <p className="text-slate-700">
        Upgrade now to unlock every tool, or book a quick call and we'll help you choose.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={openUpgrade}>Upgrade Now</Button>
        <ButtonLink to="/book" variant="outline" size="md">
          Book a call
        </ButtonLink>
      </div>
    </div>
  );
}
