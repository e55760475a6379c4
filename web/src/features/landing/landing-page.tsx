import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { ConfirmingAccessDialog } from './confirming-access-dialog';
import { WelcomeBackDialog } from './welcome-back-dialog';

type Modal = 'confirmation' | 'welcome-back' | null;

/** Modals that own a hash keep it in the address while open (spec §2). */
function setHash(hash: string | null) {
  const { pathname, search } = window.location;
  window.history.replaceState(
    null,
    '',
    hash ? `${pathname}${search}#${hash}` : `${pathname}${search}`,
  );
}

const FEATURES = [
  { title: 'Track Activity', text: 'See who has onboarded, completion rates and login activity.' },
  {
    title: 'Onboard & Educate',
    text: '20-25+ brand-less onboarding videos, with new videos every month.',
  },
  {
    title: 'Fully White-Labeled',
    text: 'Your clients watch on a link with your brand, never ours.',
  },
];

/** The public landing page; the full marketing page (pricing, FAQ, modals) grows from here. */
export function LandingPage() {
  const [modal, setModal] = useState<Modal>(() =>
    window.location.hash === '#confirmation' ? 'confirmation' : null,
  );
  const close = () => {
    setModal(null);
    setHash(null);
  };
  return (
    <div className="min-h-screen">
      <ConfirmingAccessDialog
        open={modal === 'confirmation'}
        onOpenChange={(open) => (open ? setModal('confirmation') : close())}
        onLogin={() => {
          setHash(null);
          setModal('welcome-back');
        }}
      />
      <WelcomeBackDialog
        open={modal === 'welcome-back'}
        onOpenChange={(open) => (open ? setModal('welcome-back') : close())}
      />
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4">
        <div className="flex items-center gap-3">
          <span className="text-xl font-bold">Retainly</span>
          <span className="hidden rounded-full bg-green-50 px-3 py-1 text-xs font-medium text-green-800 sm:inline">
            HighLevel White-Label Tool
          </span>
        </div>
        <ButtonLink to="/login" variant="outline">
          Login
        </ButtonLink>
      </header>
      <main className="mx-auto max-w-6xl px-4 pb-16 pt-12 text-center sm:pt-20">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">
          Onboard. Train. Retain.
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          Brand-less onboarding videos your clients watch on your branded link, a dashboard of who
          has onboarded, and the white-label tools HighLevel agencies need.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/pricing">View Plans</ButtonLink>
          <ButtonLink to="/book" variant="outline">
            Book a Call
          </ButtonLink>
        </div>
        <section aria-label="Features" className="mt-16 grid gap-6 text-left sm:grid-cols-3">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="rounded-xl border border-slate-200 p-6">
              <h2 className="text-lg font-semibold">{feature.title}</h2>
              <p className="mt-2 text-slate-600">{feature.text}</p>
            </article>
          ))}
        </section>
      </main>
    </div>
  );
}
