import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { rememberAffiliate } from '@/features/auth/affiliate';
import { SiteFooter } from '@/features/public-site/site-footer';
import { SiteHeader } from '@/features/public-site/site-header';
import { useSiteMedia } from '@/features/public-site/api/get-site-media';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { AffiliateSection } from './affiliate-section';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import {
  HASH_OF_MODAL,
  HASH_SCROLL_DELAY_MS,
  MODAL_OF_HASH,
  MODALS_WITH_HASH,
  replaceHash,
  scrollToSection,
  SECTION_OF_HASH,
} from './landing-hash';
import { SECTION_IDS, type BillingPeriod, type LandingModal } from './landing-types';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';
import { useTrackingScripts } from './use-tracking-scripts';

// The modals (Radix, forms, embeds) are a separate chunk: fetched on first use or when idle.
const loadModals = () => import('./landing-modals');
const LandingModals = lazy(() => loadModals().then((m) => ({ default: m.LandingModals })));
const PRELOAD_MODALS_AFTER_MS = 2_000;

const modalFromAddress = () => MODAL_OF_HASH[window.location.hash] ?? null;

/** The public landing page (spec §2): hero, plans, testimonials, FAQ, affiliate, modals. */
export function LandingPage() {
  // Its title and description: RoutePageMeta's (app/route-page-meta.tsx), PAGE_META['/'].
  const config = useSiteConfig();
  const siteMedia = useSiteMedia();
  useTrackingScripts(config?.tracking);
  const [affiliateId] = useState(() => rememberAffiliate(window.location.search));
  const [period, setPeriod] = useState<BillingPeriod>('yearly');
  const [modal, setModal] = useState<LandingModal | null>(modalFromAddress);
  // Once any modal has opened, the modal chunk stays mounted so closing restores focus.
  const [modalsMounted, setModalsMounted] = useState(() => modalFromAddress() !== null);

  const returnFocusTo = useRef<HTMLElement | null>(null);

  const openModal = useCallback((next: LandingModal) => {
    // Our dialogs have no Radix Trigger, so Radix cannot hand focus back; we do (below).
    const active = document.activeElement;
    if (
      active instanceof HTMLElement &&
      active !== document.body &&
      !active.closest('[role="dialog"]')
    ) {
      returnFocusTo.current = active;
    }
    setModal(next);
    setModalsMounted(true);
    const hash = HASH_OF_MODAL[next];
    if (hash) replaceHash(hash);
    else if (MODAL_OF_HASH[window.location.hash]) replaceHash(null);
  }, []);

  const closeModal = useCallback(() => {
    setModal(null);
    if (MODAL_OF_HASH[window.location.hash]) replaceHash(null);
  }, []);

  useEffect(() => {
    if (modal !== null) return;
    // Runs after the dialog's focus trap has been removed, so the focus stays where we put it.
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
  }, [modal]);

  useEffect(() => {
    let scrollTimer: number | undefined;
    const followHash = () => {
      const { hash } = window.location;
      const hashModal = MODAL_OF_HASH[hash];
      const section = SECTION_OF_HASH[hash];
      if (hashModal) {
        setModal(hashModal);
        setModalsMounted(true);
      } else if (section) {
        window.clearTimeout(scrollTimer);
        scrollTimer = window.setTimeout(() => scrollToSection(section), HASH_SCROLL_DELAY_MS);
      } else {
        // The address left a modal's hash (e.g. Back): close the modal that owned it.
        setModal((current) => (current && MODALS_WITH_HASH.has(current) ? null : current));
      }
    };
    followHash();
    window.addEventListener('hashchange', followHash);
    const preload = window.setTimeout(() => void loadModals(), PRELOAD_MODALS_AFTER_MS);
    return () => {
      window.removeEventListener('hashchange', followHash);
      window.clearTimeout(scrollTimer);
      window.clearTimeout(preload);
    };
  }, []);

  const viewPlans = useCallback(() => scrollToSection(SECTION_IDS.pricing), []);

  return (
    <div className="min-h-screen">
      <SiteHeader onViewPlans={viewPlans} />
      <main>
        <HeroSection
          introMedia={siteMedia?.landingIntro}
          introVideo={config?.videos.intro}
          onViewPlans={viewPlans}
        />
        <PricingSection
          period={period}
          onPeriodChange={setPeriod}
          onOpen={openModal}
          onSeeTestimonials={() => scrollToSection(SECTION_IDS.testimonials)}
        />
        <TestimonialsSection />
        <FaqSection onViewPlans={viewPlans} />
        <AffiliateSection onWatchTransfer={() => openModal('transfer-video')} />
      </main>
      <SiteFooter />
      {modalsMounted && (
        <Suspense fallback={null}>
          <LandingModals
            modal={modal}
            period={period}
            config={config}
            siteMedia={siteMedia}
            affiliateId={affiliateId}
            onOpen={openModal}
            onClose={closeModal}
          />
        </Suspense>
      )}
    </div>
  );
}
