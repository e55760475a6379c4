import { PRICING_PAGE, PAGE_META } from '@retainly/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { usePageMeta } from '@/lib/use-page-meta';
import { GuaranteeBadges } from './guarantee-badges';
import { MarketingLayout, PageHero, Section } from './marketing-layout';
import { TRIAL_AFTER_CALL } from './trial-copy';

const STEPS = [
  {
    title: 'Book a demo call',
    text: 'Pick a time that suits you. We show you every tool on a live HighLevel account.',
  },
  {
    title: 'Try it free for 7 days',
    text: TRIAL_AFTER_CALL,
  },
  {
    title: 'Keep it, or walk away',
    text: `Stay on $${PRICING_PAGE.monthly} a month, or pay yearly and save $${PRICING_PAGE.yearlySaving}. Or simply let the trial end.`,
  },
];

/** /promo: the current offer (body not in the spec; see docs/public-site.md). */
export function PromoPage() {
  usePageMeta(PAGE_META['/promo']);
  return (
    <MarketingLayout>
      <PageHero
        eyebrow="Current offer"
        title="Try Retainly free for 7 days"
        intro={
          <p>
            Book a short demo call and we will set you up with a 7-day free trial with the platform
            walkthrough. Like it? Pay yearly and save ${PRICING_PAGE.yearlySaving}.
          </p>
        }
      >
        <ButtonLink to="/book">Book a Call</ButtonLink>
        <ButtonLink to="/pricing" variant="outline">
          View Pricing
        </ButtonLink>
      </PageHero>
      <Section title="How the offer works" wide>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 p-6">
              <p className="text-sm font-semibold text-green-800">Step {index + 1}</p>
              <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10">
          <GuaranteeBadges />
        </div>
      </Section>
    </MarketingLayout>
  );
}
