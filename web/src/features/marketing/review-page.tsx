import { PAGE_META } from '@retainly/domain';
import { ComingSoonCard, ExternalFrame } from '@/features/public-site/external-frame';
import { usePageMeta } from '@/features/public-site/use-page-meta';
import { useSiteConfig } from '@/features/public-site/use-site-config';
import { BookCallCta } from './book-call-cta';
import { COMMON_FAQ, FaqSection } from './faq-section';
import { MarketingLayout, PageHero, Section } from './marketing-layout';

const REVIEW_FAQ = [
  ...COMMON_FAQ,
  {
    question: 'Where does my review appear?',
    answer:
      'We read every review. With your permission we may quote it, with your first name, on our website; we never publish your e-mail address.',
  },
];

export function ReviewPage() {
  usePageMeta(PAGE_META['/review']);
  const config = useSiteConfig();
  return (
    <MarketingLayout>
      <PageHero
        eyebrow="Reviews & FAQ"
        title="Share your Retainly experience"
        intro={
          <p>
            Your review helps other HighLevel agencies decide, and tells us what to build next. It
            takes about two minutes.
          </p>
        }
      />
      <Section title="Leave a review">
        <ExternalFrame
          src={config?.reviewFormUrl}
          title="Retainly review form"
          height={760}
          fallback={
            <ComingSoonCard
              title="Reviews open soon"
              text="Our review form is on its way. Until then, we would love to hear from you by e-mail:"
              supportEmail={config?.supportEmail}
            />
          }
        />
      </Section>
      <FaqSection items={REVIEW_FAQ} />
      <BookCallCta showPricing />
    </MarketingLayout>
  );
}
