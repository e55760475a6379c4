import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { rememberAffiliate } from './features/auth/affiliate';
import { finishPendingSignOut } from './lib/sign-out';
import './index.css';

// A sign-out that failed on an earlier page ends now, even if this page never calls the api.
finishPendingSignOut().catch(() => {}); // still failing: the next api call tries again
// A referral link may point at any page (/?am_id=…), not only /signup.
rememberAffiliate(window.location.search);

/**
 * The chunks of the pages visitors land on, fetched alongside the app itself. Rendering once the
 * current page's chunk is in makes React's first paint the page, not its 'Loading...' fallback
 * (after a fallback React holds the content back ~300 ms, which delayed the landing page's LCP).
 * Other routes load lazily as before; a path listed here but renamed in app.tsx only loses this.
 */
const ENTRY_PAGES: Record<string, () => Promise<unknown>> = {
  '/': () => import('@/features/landing/landing-page'),
  '/pricing': () => import('@/features/marketing/pricing-page'),
};

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const entryPage = ENTRY_PAGES[window.location.pathname];
if (entryPage) void entryPage().then(render, render);
else render();
