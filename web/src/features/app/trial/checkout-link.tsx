import { Link } from 'react-router';
import { ExternalLink, PRIMARY_LINK_CLASSES } from './external-link';

/** 'Upgrade Now' to the payment link, or a call to book when no checkout is configured. */
export function CheckoutLink({ href, onLeave }: { href: string | null; onLeave: () => void }) {
  if (href) {
    return (
      <ExternalLink href={href} className={`${PRIMARY_LINK_CLASSES} w-full`}>
        Upgrade Now
      </ExternalLink>
    );
  }
  return (
    <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
      Online checkout is not available right now.{' '}
      <Link
        to="/book"
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
  return (
    <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-slate-800">
          <span aria-hidden="true" className="font-bold text-green-800">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
