import { PAGE_META } from '@retainly/domain';
import { Link } from 'react-router';
import { SiteFooter } from '@/features/public-site/site-footer';
import { SiteHeader } from '@/features/public-site/site-header';
import { usePageMeta } from '@/lib/use-page-meta';
import { AffiliateForm } from './affiliate-form';
import { AffiliateLevels } from './affiliate-levels';
import { buttonClass } from '@/components/ui/button-styles';

/** /affiliate: the program's three levels and the application form (spec §2, §9). */
export function AffiliatePage() {
  usePageMeta(PAGE_META['/affiliate']);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader hideLogin />
      <main className="flex-1">
        <section className="bg-gradient-to-b from-green-50 to-white px-4 py-16 text-center sm:py-20">
          <p className="font-semibold uppercase tracking-wide text-green-800">Affiliate program</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Share Retainly with agencies and earn every month
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            Know HighLevel agency owners? Refer them to Retainly and start with free access, grow
            into a 30% recurring commission, and unlock a $1,000 a month car bonus.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <a href="#apply" className={buttonClass({ size: 'xl' })}>
              Apply now
            </a>
            <p className="text-slate-700">
              Already an affiliate?{' '}
              <Link
                to="/auth"
                className="font-semibold text-green-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-green-700"
              >
                Sign In
              </Link>
            </p>
          </div>
        </section>
        <AffiliateLevels />
        <section
          id="apply"
          aria-labelledby="apply-title"
          className="mx-auto mb-16 max-w-2xl scroll-mt-24 px-4"
        >
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="apply-title" className="text-2xl font-bold">
              Apply to become an affiliate
            </h2>
            <p className="mt-2 text-slate-700">
              Fields marked <span aria-hidden="true">*</span>
              <span className="sr-only">with an asterisk</span> are required.
            </p>
            <div className="mt-6">
              <AffiliateForm />
            </div>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
