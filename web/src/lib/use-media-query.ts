import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, updated as it changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Spec §9: the mobile layout applies below 768 px. */
export const useIsMobile = () => useMediaQuery('(max-width: 767px)');

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
