import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadEntryPage } from './app/app';
import { rememberAffiliate } from './features/auth/affiliate';
import './index.css';

// A referral link may point at any page (/?am_id=…), not only /signup.
rememberAffiliate(window.location.search);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The landing and pricing pages: render once their chunk is in (see ENTRY_PAGES in app.tsx).
const entryPage = preloadEntryPage(window.location.pathname);
if (entryPage) void entryPage.then(render, render);
else render();
