import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPaint } from '@/lib/after-paint';

/**
 * sonner's Toaster (about 10 KB gzipped) is fetched once the first page has painted, not with
 * the app: no page shows a toast at first paint. A toast raised before it mounts is not lost:
 * sonner's Toaster shows the active toasts when it subscribes. Pages that raise toasts import
 * sonner themselves, so by then the module is usually loaded.
 */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => afterPaint(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {/* Bottom right, clear of every page's title; on phones above the app's bottom bar. */}
      <Toaster
        position="bottom-right"
        offset={{ bottom: 'calc(24px + var(--toaster-lift, 0px))' }}
        mobileOffset={{ bottom: 'calc(16px + var(--toaster-lift, 0px))' }}
        richColors
      />
    </Suspense>
  );
}
