import type { ReactNode } from 'react';

/**
 * One customer quote as a list item: the review in a card, who said it (`children`) below.
 * `className` adds to the card (a carousel fixes its width), `captionClassName` to the caption.
 */
export function QuoteCard({
  review,
  className,
  captionClassName,
  children,
}: {
  review: string;
  className?: string;
  captionClassName?: string;
  children: ReactNode;
}) {
  return (
    <li className={`rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${className ?? ''}`}>
      <figure>
        <blockquote className="text-slate-700">“{review}”</blockquote>
        <figcaption className={`mt-4 ${captionClassName ?? ''}`}>{children}</figcaption>
      </figure>
    </li>
  );
}
