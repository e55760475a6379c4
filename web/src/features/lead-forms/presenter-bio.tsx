/** Who runs the summit follow-up and the webinar. */
export function PresenterBio() {
  return (
    <section
      aria-labelledby="presenter-title"
      className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 sm:flex-row sm:items-start"
    >
      <div
        aria-hidden="true"
        className="flex h-28 w-28 shrink-0 items-center justify-center rounded-full bg-green-800 text-3xl font-bold text-white"
      >
        JE
      </div>
      <div>
        <h2 id="presenter-title" className="text-2xl font-bold">
          Meet your host: Jordan Ellis
        </h2>
        <p className="mt-1 font-medium text-green-800">
          Founder of Retainly, HighLevel agency owner
        </p>
        <p className="mt-4 text-slate-700">
          Jordan has run a HighLevel agency for six years and onboarded more than 1,200 client
          accounts. After watching good clients cancel because nobody showed them how to use the
          platform, Jordan built Retainly: brand-less training videos, an activity dashboard and
          white-label tools that keep clients active long after the sale.
        </p>
        <p className="mt-3 text-slate-700">
          Today more than 500 agencies use the same playbook to find, close and keep customers.
        </p>
      </div>
    </section>
  );
}
