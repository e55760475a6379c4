import { Section } from './marketing-layout';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The four questions every marketing page answers (spec §1). */
export const COMMON_FAQ: readonly FaqItem[] = [
  {
    question: 'What is Retainly?',
    answer:
      'Retainly is a white-label onboarding and training toolkit for agencies that resell HighLevel. It gives you 20-25+ brand-less onboarding videos (with new videos every month), an activity dashboard showing onboarded users, completion rates and login activity, a branding tool, a menu-link deletion tool and an AI offer and ads tool, with 1:1 support.',
  },
  {
    question: 'Does it require HighLevel?',
    answer:
      'Yes. Retainly is built for agencies that run their clients on HighLevel, so you need an active HighLevel account to use it.',
  },
  {
    question: 'Is there a setup fee?',
    answer: 'None. There is no setup fee and no contract; you only pay for your plan.',
  },
  {
    question: 'Can I cancel?',
    answer:
      'Yes, any time, from your account settings. Every plan also comes with a 30 day money-back guarantee.',
  },
];

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqSection({
  items = COMMON_FAQ,
  title = 'Frequently Asked Questions',
}: {
  items?: readonly FaqItem[];
  title?: string;
}) {
  return (
    <Section title={title}>
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {items.map((item) => (
          <details key={item.question} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold focus-visible:outline-2 focus-visible:outline-green-700">
              {item.question}
              <span
                aria-hidden="true"
                className="text-xl text-green-800 transition group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="mt-3 text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
