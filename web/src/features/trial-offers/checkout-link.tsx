import { Link } from 'react-router';
import { callRequestPath, withCoupon, type PaymentLinkKey } from '@retainly/domain';
import { CheckList } from '@/components/ui/check-list';
import { ExternalLink } from '@/components/ui/external-link';
import { buttonClass } from '@/components/ui/button-styles';

/** A wheel prize to carry along, under the provider's coupon parameter (none: shown only). */
export interface CheckoutCoupon {
  parameter: string | null;
  code: string;
}

/**
 * 'Upgrade Now' to the payment link, or, when no checkout is configured, a call request naming
 * the plan (`topic`), so the operators see which plan is wanted (and the coupon, if any).
 */
export function CheckoutLink({
  href,
  topic,
  coupon = null,
  onLeave,
}: {
  href: string | null;
  topic: PaymentLinkKey;
  coupon?: CheckoutCoupon | null;
  onLeave: () => void;
}) {
  if (href) {
    return (
      <ExternalLink href={href} className={buttonClass({}, 'w-full')}>
        Upgrade Now
      </ExternalLink>
    );
  }
  return (
    <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
      Online checkout is not available right now.{' '}
      <Link
        to={
          coupon
            ? withCoupon(callRequestPath(topic), coupon.parameter, coupon.code)
            : callRequestPath(topic)
        }
        onClick={onLeave}
        className="font-semibold text-green-800 underline focus-visible:outline-2 focus-visible:outline-brand"
      >
        Book a call to upgrade
      </Link>
    </p>
  );
}

/** A ✓ list of what a plan brings. */
export function BenefitList({ label, items }: { label: string; items: readonly string[] }) {
  return <CheckList label={label} items={items} className="mt-4 grid gap-2 sm:grid-cols-2" />;
}
