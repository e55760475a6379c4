import { useState } from 'react';
import { AGENCIES_CLAIM } from '@retainly/domain';
import { QuoteCard } from '@/components/ui/quote-card';
import { SECTION_IDS } from './landing-types';
import { TESTIMONIALS } from './testimonials';
import './testimonials.css';

function QuoteList({ copy }: { copy?: boolean }) {
  return (
    <ul
      className={`testimonial-list py-2 ${copy ? 'testimonial-copy' : ''}`}
      // The copy only closes the loop visually; assistive tech reads the six quotes once.
      aria-hidden={copy || undefined}
    >
      {TESTIMONIALS.map((testimonial) => (
        <QuoteCard
          key={testimonial.name}
          review={testimonial.review}
          className="w-72 shrink-0 text-left sm:w-80"
        >
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.agency}</span>
        </QuoteCard>
      ))}
    </ul>
  );
}

/** Six customer quotes in a continuously scrolling carousel (spec §2). */
export function TestimonialsSection() {
  const [paused, setPaused] = useState(false);
  return (
    <section
      id={SECTION_IDS.testimonials}
      tabIndex={-1}
      aria-labelledby="testimonials-heading"
      className="scroll-mt-16 bg-slate-50 py-16 focus:outline-none"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 text-center">
        <h2 id="testimonials-heading" className="text-3xl font-bold">
          Trusted by {AGENCIES_CLAIM} agencies
        </h2>
        <p className="text-slate-600">What agency owners say after their clients onboard.</p>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="testimonial-pause rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {paused ? 'Play testimonials' : 'Pause testimonials'}
        </button>
      </div>
      <div
        role="region"
        aria-label="Customer testimonials"
        // Focusable so keyboard users can scroll the still list (and pause the moving one).
        tabIndex={0}
        className="testimonial-viewport mt-8 px-4 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <div className="testimonial-track" data-paused={paused}>
          <QuoteList />
          <QuoteList copy />
        </div>
      </div>
    </section>
  );
}
