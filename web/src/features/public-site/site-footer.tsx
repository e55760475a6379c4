import { Link } from 'react-router';
import { useSiteConfig } from './api/get-site-config';
import { NewTabLink } from '@/components/ui/external-link';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/go', label: 'Switch & save' },
  { to: '/affiliate', label: 'Affiliate program' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
] as const;

/** Footer links of the spec (§2) and 'Need help? Contact us' opening the booking page. */
export function SiteFooter() {
  const config = useSiteConfig();
  const bookingHref = config?.bookingUrl ?? '/book';
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-lg font-bold">Retainly</p>
          <p className="mt-1 max-w-xs text-sm text-slate-600">
            Onboarding, training and retention tools for HighLevel agencies.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-slate-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewTabLink
          href={bookingHref}
          className="self-start rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          Need help? Contact us
        </NewTabLink>
      </div>
      <p className="pb-8 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Retainly. Not affiliated with HighLevel.
      </p>
    </footer>
  );
}
