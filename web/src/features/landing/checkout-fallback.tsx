import { Link } from 'react-router';
import { FILLED_CTA } from './cta-classes';

/**
 * Shown instead of a purchase form that is not configured: the plan's payment link when there
 * is one, otherwise a call with us (never a blank frame).
 */
export function CheckoutFallback({ paymentLink }: { paymentLink: string | null | undefined }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
      {paymentLink ? (
        <>
          <p className="text-slate-700">Complete your purchase on our secure checkout page.</p>
          <a href={paymentLink} className={`mt-4 ${FILLED_CTA}`}>
            Continue to Checkout
          </a>
        </>
      ) : (
        <>
          <p className="text-slate-700">
            Online checkout is being set up. Book a call and we will get you started today.
          </p>
          <Link to="/book" className={`mt-4 ${FILLED_CTA}`}>
            Book a Call
          </Link>
        </>
      )}
    </div>
  );
}
