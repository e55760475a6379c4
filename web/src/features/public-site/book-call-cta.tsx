import { ButtonLink } from '@/components/ui/button-link';

/** The closing 'Still Have Questions?' band: Book a Call, optionally View Pricing. */
export function BookCallCta({
  title = 'Still Have Questions?',
  text = 'Book a short call and we will walk you through Retainly, answer your questions and set you up with a 7-day free trial.',
  showPricing = false,
}: {
  title?: string;
  text?: string;
  showPricing?: boolean;
}) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <div className="rounded-2xl bg-slate-900 px-6 py-10 text-center text-white sm:px-10">
        <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-200">{text}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/book">Book a Call</ButtonLink>
          {showPricing && (
            <ButtonLink to="/pricing" variant="inverse">
              View Pricing
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
