import { QuoteCard } from '@/components/ui/quote-card';
import { Band } from '@/components/ui/titled-section';

const TESTIMONIALS = [
  {
    name: 'Marcus T., agency owner',
    review:
      'Our clients stopped asking how to use the platform. The onboarding videos answer the questions before they reach our inbox.',
  },
  {
    name: 'Priya S., HighLevel reseller',
    review:
      'The activity dashboard shows exactly who has not logged in, so we call them before they cancel. Churn is down by a third.',
  },
  {
    name: 'Dana K., marketing consultant',
    review:
      'Everything carries my brand. Clients think we built the training library ourselves, and the setup took one afternoon.',
  },
] as const;

/** Customer quotes shared by the lead pages. */
export function TestimonialsSection({ title = 'What agency owners say' }: { title?: string }) {
  return (
    <Band title={title} className="bg-slate-50 py-16">
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <QuoteCard
            key={testimonial.name}
            review={testimonial.review}
            captionClassName="font-semibold text-slate-900"
          >
            {testimonial.name}
          </QuoteCard>
        ))}
      </ul>
    </Band>
  );
}
