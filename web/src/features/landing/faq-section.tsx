import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { Band, TitledSection } from '@/components/ui/titled-section';

const FAQ = [
  {
    question: 'What is Retainly?',
    answer:
      'A white-label onboarding and training toolkit for agencies that resell HighLevel: 20-25+ brand-less videos (new ones every month) your clients watch under your brand, an activity dashboard showing who has onboarded, completion rates and logins, plus branding, menu-link removal and AI offer and ads tools.',
  },
  {
    question: 'Do I need HighLevel to use it?',
    answer:
      'Yes. Retainly is built for HighLevel agencies and works with your HighLevel account and sub-accounts.',
  },
  {
    question: 'Is there a setup fee?',
    answer: 'None. You pay only your plan, and every plan comes with 1:1 support to get set up.',
  },
  {
    question: 'Can I cancel?',
    answer: 'Any time, with no contracts. You are also covered by our 30 day money-back guarantee.',
  },
  {
    question: 'Is there a free trial?',
    answer: 'Yes: book a demo call and you can try Retainly free for 7 days afterwards.',
  },
];

/** Call to action, FAQ and the 'Still Have Questions?' block (spec §2). */
export function FaqSection({ onViewPlans }: { onViewPlans: () => void }) {
  return (
    <>
      <Band
        title="Ready to keep every client you win?"
        titleClassName="text-3xl font-bold sm:text-4xl"
        className="bg-green-800 py-16 text-center text-white"
        width="max-w-3xl"
      >
        <p className="mt-4 text-lg text-green-50">
          Give your clients a branded training library today. 30 day money-back guarantee, no setup
          fee, cancel anytime.
        </p>
        <button
          type="button"
          className="mt-8 rounded-lg bg-white px-8 py-3 text-base font-semibold text-green-900 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          onClick={onViewPlans}
        >
          Choose Your Plan
        </button>
      </Band>
      <Band title="Frequently Asked Questions" className="py-16" width="max-w-3xl">
        <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {FAQ.map((item) => (
            <details key={item.question} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold focus-visible:outline-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <span aria-hidden="true" className="text-xl text-slate-500 group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-3 text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </Band>
      <TitledSection
        title="Still Have Questions?"
        titleClassName="text-2xl font-bold"
        className="pb-16"
        containerClassName="mx-auto max-w-3xl rounded-2xl bg-slate-50 px-6 py-10 text-center"
      >
        <p className="mt-3 text-slate-600">
          Book a call with our team: we will show you Retainly and answer every question.
        </p>
        <Link to="/book" className={`mt-6 ${buttonClass({ size: 'lg' })}`}>
          Book a Call
        </Link>
      </TitledSection>
    </>
  );
}
