import { PAGE_META } from '@retainly/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { usePageMeta } from '@/lib/use-page-meta';
import { MarketingLayout, PageHero, Section } from './marketing-layout';

const CHECKLIST = [
  'Send a welcome e-mail within an hour of the sale, with one clear next step.',
  'Share your branded onboarding link so the client starts with short how-to videos.',
  'Book a 15-minute kickoff call in the first three days.',
  'Connect their domain, phone number and calendar together on that call.',
  'Check who has logged in and finished the videos at the end of week one.',
  'Send a quick win by day 14: a first campaign, funnel or automation live.',
  'Ask for feedback at day 30, while the results are fresh.',
];

const GIFTS = [
  {
    title: 'The e-mail marketing snapshot',
    text: 'Ready-made campaigns and workflows you install into HighLevel in one click, free.',
  },
  {
    title: 'The client onboarding checklist',
    text: 'The seven steps agencies use to keep new clients past the first month, below.',
  },
];

/** /gift: a free gift for agencies (body not in the spec; see docs/public-site.md). */
export function GiftPage() {
  usePageMeta(PAGE_META['/gift']);
  return (
    <MarketingLayout>
      <PageHero
        eyebrow="Free gift"
        title="A free gift for your agency"
        intro={
          <p>
            Thanks for stopping by. Here are two things that help HighLevel agencies onboard clients
            faster and keep them longer, free, with no card required.
          </p>
        }
      >
        <ButtonLink to="/go">Claim the free snapshot</ButtonLink>
      </PageHero>
      <Section title="Your gifts" wide>
        <div className="grid gap-6 md:grid-cols-2">
          {GIFTS.map((gift) => (
            <article key={gift.title} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-bold">{gift.title}</h3>
              <p className="mt-2 text-slate-600">{gift.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section title="The client onboarding checklist">
        <ol className="flex list-decimal flex-col gap-3 pl-5 text-slate-700">
          {CHECKLIST.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-6 text-slate-600">
          Retainly automates most of this list: brand-less videos on your own link, and a dashboard
          that shows who has onboarded.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/go">Claim the free snapshot</ButtonLink>
          <ButtonLink to="/pricing" variant="outline">
            View Pricing
          </ButtonLink>
        </div>
      </Section>
    </MarketingLayout>
  );
}
