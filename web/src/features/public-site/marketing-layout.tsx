import type { ReactNode } from 'react';
import { SiteFooter } from '@/features/public-site/site-footer';
import { SiteHeader } from '@/features/public-site/site-header';

/** Every marketing page: the shared header, one <main> landmark, the shared footer. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:outline-2 focus:outline-green-700"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** The page's single h1 with an optional eyebrow, intro and actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-green-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pb-10 pt-12 text-center sm:pt-16">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-wide text-green-800">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {intro && <div className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">{intro}</div>}
        {children && (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        )}
      </div>
    </section>
  );
}

/** A titled band of content at the page's reading width. */
export function Section({
  title,
  intro,
  children,
  wide = false,
  id,
}: {
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  id?: string;
}) {
  return (
    <section id={id} className={`mx-auto px-4 py-10 ${wide ? 'max-w-6xl' : 'max-w-4xl'}`}>
      {title && <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>}
      {intro && <div className="mt-3 text-slate-600">{intro}</div>}
      <div className={title || intro ? 'mt-6' : ''}>{children}</div>
    </section>
  );
}
