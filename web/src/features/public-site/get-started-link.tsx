import { Link } from 'react-router';
import type { PaymentLinkKey } from '@retainly/domain';
import { rememberAffiliate } from '@/features/auth/affiliate';
import { useDeferredSession } from '@/features/session/api/get-session';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { buttonClass } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/external-link';

/** Sign-up with the referral kept, so an unconfigured payment link still leads somewhere useful. */
function signupHref(): string {
  const affiliateId = rememberAffiliate(window.location.search);
  return affiliateId ? `/signup?am_id=${encodeURIComponent(affiliateId)}` : '/signup';
}

/**
 * A plan's Get Started: the external payment link in a new tab, or /signup when that link is not
 * configured. Signed-in users never see Get Started (spec §6); they get 'Open the app'.
 */
export function GetStartedLink({
  paymentKey,
  planLabel,
  variant = 'primary',
}: {
  paymentKey?: PaymentLinkKey;
  /** Completes the accessible name, e.g. "with the Monthly plan", so each card's link is distinct. */
  planLabel?: string;
  variant?: 'primary' | 'outline';
}) {
  const session = useDeferredSession();
  const config = useSiteConfig();
  const className = buttonClass({ variant, size: 'lg' }, 'w-full');
  if (session) {
    return (
      <Link to="/app" className={className}>
        Open the app
      </Link>
    );
  }
  const label = (
    <>
      Get Started
      {planLabel && <span className="sr-only"> {planLabel}</span>}
    </>
  );
  const paymentLink = paymentKey ? config?.paymentLinks[paymentKey] : null;
  if (paymentLink) {
    return (
      <ExternalLink href={paymentLink} className={className}>
        {label}
      </ExternalLink>
    );
  }
  return (
    <Link to={signupHref()} className={className}>
      {label}
    </Link>
  );
}
