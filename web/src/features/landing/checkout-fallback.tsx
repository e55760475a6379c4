import { callRequestPath, isSitePath, type PaymentLinkKey } from '@retainly/domain';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';

/**
 * Shown instead of a purchase form that is not configured: the provider's checkout when the
 * plan has a payment link, otherwise our own plan request (the call request form naming the
 * plan, or the on-site link the configuration gives), never a blank frame.
 */
export function CheckoutFallback({
  paymentKey,
  paymentLink,
  planName,
}: {
  paymentKey: PaymentLinkKey;
  paymentLink: string | null | undefined;
  planName: string;
}) {
  const onSite = !paymentLink || isSitePath(paymentLink);
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
      {onSite ? (
        <>
          <p className="text-slate-700">
            Tell us how to reach you and we will set up your {planName} plan with you, usually
            within one business day.
          </p>
          <Link
            to={paymentLink ?? callRequestPath(paymentKey)}
            className={`mt-4 ${buttonClass({ size: 'lg' })}`}
          >
            Request the {planName} plan
          </Link>
        </>
      ) : (
        <>
          <p className="text-slate-700">Complete your purchase on our secure checkout page.</p>
          <a href={paymentLink} className={`mt-4 ${buttonClass({ size: 'lg' })}`}>
            Continue to Checkout
          </a>
        </>
      )}
    </div>
  );
}
