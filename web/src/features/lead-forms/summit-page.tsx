import { PAGE_META } from '@retainly/domain';
import { Link } from 'react-router';
import { SiteFooter } from '@/features/public-site/site-footer';
import { SiteHeader } from '@/features/public-site/site-header';
import { usePageMeta } from '@/lib/use-page-meta';
import { PresenterBio } from './presenter-bio';
import { SummitForm } from './summit-form';
import { TestimonialsSection } from './testimonials-section';
import { buttonClass } from '@/components/ui/button-styles';

const TAKEAWAYS = [
  'The onboarding video library your clients watch under your brand',
  'The activity dashboard that flags clients before they cancel',
  'A 7-day free trial after a short demo call',
];

/** /summit: the follow-up for people met at a summit event (spec §2). */
export function SummitPage() {
  usePageMeta(PAGE_META['/summit']);
  const goToForm = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById('summit-form')
      ?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto' });
    // preventScroll: the scroll above already brought it into view.
    document.querySelector<HTMLElement>('#summit-form input')?.focus({ preventScroll: true });
  };

  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="flex-1">
        <section className="bg-gradient-to-b from-green-50 to-white px-4 py-16 text-center sm:py-20">
          <p className="font-semibold uppercase tracking-wide text-green-800">Summit follow-up</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Great meeting you at the summit!
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            As promised, here is how agencies use Retainly to onboard, train and retain their
            HighLevel clients without recording a single video themselves.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <button type="button" className={buttonClass({ size: 'xl' })} onClick={goToForm}>
              Learn More
            </button>
            <Link to="/book" className={buttonClass({ variant: 'outline', size: 'xl' })}>
              Book a Call Now
            </Link>
          </div>
        </section>
        <section
          id="summit-form"
          aria-labelledby="summit-form-title"
          className="mx-auto grid max-w-5xl scroll-mt-24 gap-10 px-4 py-12 md:grid-cols-2"
        >
          <div>
            <h2 id="summit-form-title" className="text-3xl font-bold">
              Get the details by text
            </h2>
            <p className="mt-4 text-slate-700">Leave your number and we will send you:</p>
            <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-slate-700">
              {TAKEAWAYS.map((takeaway) => (
                <li key={takeaway}>{takeaway}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <SummitForm />
          </div>
        </section>
        <PresenterBio />
        <TestimonialsSection />
      </main>
      <SiteFooter />
    </div>
  );
}
