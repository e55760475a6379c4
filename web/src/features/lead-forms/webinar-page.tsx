import { Link } from 'react-router';
import { WEBINAR_LENGTH_MINUTES, PAGE_META } from '@retainly/domain';
import { SiteFooter } from '@/features/public-site/site-footer';
import { SiteHeader } from '@/features/public-site/site-header';
import { usePageMeta } from '@/lib/use-page-meta';
import { PresenterBio } from './presenter-bio';
import { TestimonialsSection } from './testimonials-section';
import { WebinarAgenda } from './webinar-agenda';
import { WebinarRegistration } from './webinar-registration';

const getStartedClass =
  'rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-green-700';

/** /webinar: a free live training with our own registration widget (spec §2). */
export function WebinarPage() {
  usePageMeta(PAGE_META['/webinar']);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader
        hideLogin={false}
        visitorActions={
          <Link to="/signup" className={getStartedClass}>
            Get Started
          </Link>
        }
      />
      <main className="flex-1">
        <section className="bg-gradient-to-b from-green-50 to-white">
          <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-12 md:grid-cols-[1fr_26rem] md:py-16">
            <div>
              <p className="font-semibold uppercase tracking-wide text-green-800">
                Free {WEBINAR_LENGTH_MINUTES}-minute live training
              </p>
              <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
                How to find, close and keep more customers for your agency
              </h1>
              <p className="mt-6 text-lg text-slate-700">
                The playbook 500+ HighLevel agencies use to land clients and keep them onboarded,
                trained and paying, month after month.
              </p>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <WebinarRegistration />
            </div>
          </div>
        </section>
        <WebinarAgenda />
        <PresenterBio />
        <TestimonialsSection />
      </main>
      <SiteFooter />
    </div>
  );
}
