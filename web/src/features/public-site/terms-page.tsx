import { PAGE_META } from '@retainly/domain';
import { Link } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';
import { TEXT_LINK_CLASS } from './text-link-class';
import { LegalPage, type LegalSection } from './legal-page';
import { SupportEmail } from './support-email';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'These terms',
    body: (
      <p>
        These terms are an agreement between you and Retainly for the use of our website and the
        Retainly app. By creating an account or paying for a plan you accept them. If you accept
        them for a business, you confirm you may bind that business. Our{' '}
        <Link to="/privacy" className={TEXT_LINK_CLASS}>
          Privacy Policy
        </Link>{' '}
        explains how we handle personal information.
      </p>
    ),
  },
  {
    heading: 'Who may use Retainly',
    body: (
      <p>
        You must be at least 18 years old to create an account or buy a plan. Retainly is built for
        agencies using HighLevel; you need your own HighLevel account, which HighLevel provides
        under its own terms. Retainly is not affiliated with HighLevel.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <p>
        Keep your sign-in details safe and give us accurate information. You are responsible for
        what happens under your account and for the content you and your clients upload or create
        with it.
      </p>
    ),
  },
  {
    heading: 'Free trial',
    body: (
      <p>
        We may offer a 7-day free trial. When it ends, access stops unless you choose a paid plan.
      </p>
    ),
  },
  {
    heading: 'Subscriptions and recurring billing',
    body: (
      <p>
        Paid plans are subscriptions billed in advance. Your plan renews automatically every month
        or every year, depending on the plan you chose, and we charge your payment method at the
        start of each billing period until you cancel. We will tell you before any price change
        takes effect.
      </p>
    ),
  },
  {
    heading: 'Fees are non-refundable, with one exception',
    body: (
      <p>
        Fees are non-refundable, including for partly used billing periods. The one exception is our
        30 day money-back guarantee: if you are not satisfied, ask for a refund within 30 days of
        your first payment and we will refund that payment in full. The guarantee applies once per
        customer, to the first payment only.
      </p>
    ),
  },
  {
    heading: 'Cancelling',
    body: (
      <p>
        You can cancel at any time from your account settings; there are no contracts. Your plan
        stays active until the end of the period you paid for. Cancellation may delete your data:
        when your account ends, we may permanently delete your settings, branding, onboarding links
        and activity records, so save anything you need first. We may suspend or end accounts that
        break these terms.
      </p>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <p>
        Do not misuse Retainly: no unlawful or misleading content, no spam, no attempts to break or
        overload the service, and no reselling of our videos or tools outside your own client
        onboarding without our written permission.
      </p>
    ),
  },
  {
    heading: 'Our content',
    body: (
      <p>
        The onboarding videos, software and materials remain ours or our licensors&rsquo;. While
        your plan is active you may show them to your own clients under your brand.
      </p>
    ),
  },
  {
    heading: 'No warranty',
    body: (
      <p>
        We work hard to keep Retainly available and accurate, but it is provided &ldquo;as
        is&rdquo;, without warranties of any kind, to the fullest extent the law allows. Changes
        HighLevel makes to its platform may affect how our tools work.
      </p>
    ),
  },
  {
    heading: 'Limitation of liability',
    body: (
      <p>
        To the fullest extent the law allows, our total liability for any claim relating to Retainly
        is limited to the fees you paid us in the 3 months before the event giving rise to the
        claim, and we are not liable for indirect or consequential losses such as lost profits or
        lost data.
      </p>
    ),
  },
  {
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of Texas, United States, and any dispute
        will be heard by the courts located in Texas.
      </p>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <p>
        We may update these terms; we will change the date above and tell you by e-mail about
        significant changes. Questions: write to <SupportEmail />.
      </p>
    ),
  },
];

export function TermsPage() {
  usePageMeta(PAGE_META['/terms']);
  return (
    <LegalPage
      title="Terms of Service"
      summary={
        <p>
          In short: you must be 18 or older; plans renew automatically until you cancel; fees are
          non-refundable except under our 30 day money-back guarantee; cancelling may delete your
          data; our liability is capped at 3 months of fees; Texas law applies.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
