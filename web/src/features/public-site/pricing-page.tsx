import { AGENCIES_CLAIM, PAGE_META } from '@retainly/domain';
import { usePageMeta } from '@/lib/use-page-meta';
import { BookCallCta } from './book-call-cta';
import { FaqSection } from './faq-section';
import { GuaranteeBadges } from './guarantee-badges';
import { MarketingLayout, PageHero, Section } from './marketing-layout';
import { PricingCards } from './pricing-cards';

export function PricingPage() {
  usePageMeta(PAGE_META['/pricing']);
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
