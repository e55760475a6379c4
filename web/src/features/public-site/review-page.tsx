import { PAGE_META } from '@retainly/domain';
import { ExternalFrame, FallbackCard } from '@/components/ui/external-frame';
import { usePageMeta } from '@/lib/use-page-meta';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
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

const REVIEW_SUBJECT = 'My Retainly review';

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
            <FallbackCard
              title="E-mail us your review"
              text="A few lines on how Retainly works for your agency are all we need. Send them to:"
              supportEmail={config?.supportEmail}
              subject={REVIEW_SUBJECT}
            />
          }
        />
      </Section>
      <FaqSection items={REVIEW_FAQ} />
      <BookCallCta showPricing />
    </MarketingLayout>
  );
}
