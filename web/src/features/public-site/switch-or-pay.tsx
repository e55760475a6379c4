import { Link } from 'react-router';
import { callRequestPath } from '@retainly/domain';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { buttonClass } from '@/components/ui/button-styles';
import { Section } from './marketing-layout';
import { ExternalLink } from '@/components/ui/external-link';

/**
 * The two ways in: switch the HighLevel account under our affiliate link, or pay for a plan.
 * The switch link is deployment config; with none, the card points to a call instead.
 */
export function SwitchOrPay() {
  const switchUrl = useSiteConfig()?.switchAffiliateUrl;
  return (
    <Section title="Two ways to get started" wide>
      <div className="grid gap-6 md:grid-cols-2">
        <article className="flex flex-col rounded-2xl border-2 border-green-700 p-6 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-green-800">Option 1</p>
          <h3 className="mt-1 text-xl font-bold">Switch your HighLevel account</h3>
          <p className="mt-3 text-slate-700">
            Move your HighLevel account under our affiliate link and the snapshot is yours free.
            Most of your setup comes with you: see the lists below.
          </p>
          <div className="mt-auto pt-6">
            {switchUrl ? (
              <ExternalLink href={switchUrl} className={`${buttonClass({ size: 'lg' })} w-full`}>
                Switch my account
              </ExternalLink>
            ) : (
              <Link
                to={callRequestPath('switch')}
                className={`${buttonClass({ size: 'lg' })} w-full`}
              >
                Book a call to switch
              </Link>
            )}
          </div>
        </article>
        <article className="flex flex-col rounded-2xl border border-slate-200 p-6 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Option 2</p>
          <h3 className="mt-1 text-xl font-bold">Keep your account and pay</h3>
          <p className="mt-3 text-slate-700">
            Prefer not to switch? Choose a Retainly plan and get the snapshot with every tool, with
            a 30 day money-back guarantee.
          </p>
          <div className="mt-auto pt-6">
            <Link
              to="/pricing"
              className={`${buttonClass({ variant: 'outline', size: 'lg' })} w-full`}
            >
              See plans and pay
            </Link>
          </div>
        </article>
      </div>
    </Section>
  );
}
