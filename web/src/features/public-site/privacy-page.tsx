import { PAGE_META } from '@retainly/domain';
import { usePageMeta } from '@/lib/use-page-meta';
import { LegalPage, type LegalSection } from './legal-page';
import { SupportEmail } from './support-email';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <p>
        Retainly (&ldquo;we&rdquo;, &ldquo;us&rdquo;) provides a white-label onboarding and training
        toolkit for agencies that use HighLevel. This policy explains what personal information we
        collect when you visit our website or use the Retainly app, why, and what you can do about
        it.
      </p>
    ),
  },
  {
    heading: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account details:</strong> your e-mail address and, if you set one, a password
            (stored only as a one-way hash). If you sign in with Google, we receive your e-mail
            address and Google account identifier, not your Google password.
          </li>
          <li>
            <strong>Your name</strong> and your answers to our short setup questionnaire (your
            HighLevel experience, number of active sub-accounts and most-used feature).
          </li>
          <li>
            <strong>How you use the app:</strong> sign-ins, which tools and videos you use, the
            settings and branding you save, and the text you enter into the AI offer and ads tool.
          </li>
          <li>
            <strong>Forms you send us:</strong> affiliate applications, event and webinar sign-ups,
            reviews and booking details, with the fields each form asks for.
          </li>
          <li>
            <strong>Referral information:</strong> the affiliate id in a referral link, so we can
            credit the right partner.
          </li>
        </ul>
        <p>We do not collect payment card numbers: our payment processor handles them directly.</p>
      </>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <ul>
        <li>To create and secure your account, sign you in and run your trial or subscription.</li>
        <li>To provide the tools you use and show you your own activity dashboard.</li>
        <li>To send service e-mails: confirmations, sign-in links, password resets, billing.</li>
        <li>
          To tailor onboarding and follow up with you about Retainly, which you can opt out of.
        </li>
        <li>To pay affiliate commissions, prevent abuse and keep the service running well.</li>
      </ul>
    ),
  },
  {
    heading: 'Cookies',
    body: (
      <p>
        We set one cookie of our own: a session cookie that keeps you signed in. It is http-only, is
        not used for advertising and ends when you sign out or it expires. If page analytics are
        enabled on our home page, that provider may set its own cookies to count visits. We keep a
        referral id in your browser&rsquo;s session storage until you close the tab.
      </p>
    ),
  },
  {
    heading: 'Who we share it with',
    body: (
      <>
        <p>
          We never sell your personal information. We share it only with service providers
          (processors) who handle it on our behalf and under contract:
        </p>
        <ul>
          <li>Hosting and database providers that run the app.</li>
          <li>E-mail delivery providers that send our service e-mails.</li>
          <li>Our payment processor, for subscriptions and refunds.</li>
          <li>Our marketing automation platform, for onboarding and follow-up messages.</li>
          <li>The AI provider behind the AI offer and ads tool, for the text you submit to it.</li>
          <li>Our booking calendar and form providers, when you use those embedded forms.</li>
        </ul>
        <p>We may also disclose information when the law requires it.</p>
      </>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <p>
        We keep your account information while your account is open. If you cancel or ask us to
        delete your account, we delete or anonymise your personal information within 90 days, except
        what we must keep for legal, tax or accounting reasons. Sign-in sessions and one-time links
        expire automatically.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        You can ask us for a copy of your personal information, to correct it, to delete it or to
        stop using it for marketing. Depending on where you live you may have further rights,
        including to complain to your local data protection authority. We answer requests within 30
        days and never charge for them.
      </p>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        Data travels over encrypted connections, passwords are hashed, and access to our systems is
        limited to the people who need it. No system is perfectly secure, so please use a strong
        password and tell us at once if you suspect misuse.
      </p>
    ),
  },
  {
    heading: 'Children',
    body: <p>Retainly is for businesses. It is not meant for anyone under 18.</p>,
  },
  {
    heading: 'Changes and contact',
    body: (
      <p>
        If we change this policy we will update the date above and, for significant changes, tell
        you by e-mail. Questions or requests: write to <SupportEmail />.
      </p>
    ),
  },
];

export function PrivacyPage() {
  usePageMeta(PAGE_META['/privacy']);
  return (
    <LegalPage
      title="Privacy Policy"
      summary={
        <p>
          In short: we collect what we need to run your account (your e-mail, name, questionnaire
          answers and how you use the app), use one session cookie, share data only with the
          providers that help us run Retainly, never sell it, and delete it when you ask.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
