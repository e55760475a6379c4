import { AGENCIES_CLAIM } from '@retainly/domain';
import { usePageMeta } from '@/features/public-site/use-page-meta';
import { BookCallCta } from './book-call-cta';
import { FaqSection } from './faq-section';
import { GuaranteeBadges } from './guarantee-badges';
import { MarketingLayout, PageHero, Section } from './marketing-layout';
import { PricingCards } from './pricing-cards';

export function PricingPage() {
  usePageMeta({
    title: 'Pricing',
    description:
      'Retainly pricing: $97 a month or $970 a year (save $194), Enterprise on request. 30 day money-back guarantee, no setup fee, cancel anytime.',
  });
  return (
    <MarketingLayout>
      <PageHero
        eyebrow="Pricing"
        title="Simple pricing for HighLevel agencies"
        intro={
          <p>
            One plan with every tool, billed monthly or yearly. Trusted by {AGENCIES_CLAIM}{' '}
            agencies.
          </p>
        }
      />
      <Section wide>
        <PricingCards />
        <div className="mt-10">
          <GuaranteeBadges />
        </div>
      </Section>
      <FaqSection />
      <BookCallCta />
    </MarketingLayout>
  );
}
