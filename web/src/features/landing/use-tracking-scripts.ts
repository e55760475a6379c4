import { useEffect } from 'react';
import type { SiteConfig } from '@retainly/domain';

/**
 * The landing page's page-view and optimization scripts (spec §2). They are added as async
 * scripts once the page has rendered, so a slow or blocked third party never delays it.
 */
export function useTrackingScripts(tracking: SiteConfig['tracking'] | undefined) {
  const pageView = tracking?.pageViewScriptUrl;
  const optimization = tracking?.optimizationScriptUrl;
  useEffect(() => {
    for (const src of [pageView, optimization]) {
      if (!src) continue;
      const present = Array.from(document.scripts).some((s) => s.getAttribute('src') === src);
      if (present) continue;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.body.appendChild(script);
    }
  }, [pageView, optimization]);
}
