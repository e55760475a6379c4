import type { LandingModal } from './landing-types';

/** The modals whose hash is kept in the address while they are open (spec §2). */
export const HASH_OF_MODAL: Partial<Record<LandingModal, string>> = {
  'transfer-video': 'transfer-video',
  confirmation: 'confirmation',
};

export const MODAL_OF_HASH: Record<string, LandingModal> = {
  '#transfer-video': 'transfer-video',
  '#confirmation': 'confirmation',
  '#appointment-confirmed': 'thanks-for-booking',
};

/** Modals opened by an address hash, which close when the address leaves that hash. */
export const MODALS_WITH_HASH = new Set<LandingModal>(Object.values(MODAL_OF_HASH));

export const SECTION_OF_HASH: Record<string, string> = {
  '#pricing': 'pricing',
  '#signup': 'pricing',
  '#affiliate': 'affiliate',
};

/** The spec's delay before scrolling to a hashed section (lets the page lay out first). */
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * Sets or clears the hash without a navigation (no hashchange, no history entry), keeping the
 * query string and react-router's history state.
 */
export function replaceHash(hash: string | null) {
  const { pathname, search } = window.location;
  const url = hash ? `${pathname}${search}#${hash}` : `${pathname}${search}`;
  window.history.replaceState(window.history.state, '', url);
}

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls a section to the top and moves keyboard focus to it, without a second jump. */
export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
