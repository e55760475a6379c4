import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useDeferredSession } from '@/features/session/api/get-session';

interface Props {
  /** Called by View Plans; defaults to a link to /pricing. */
  onViewPlans?: () => void;
  /** Extra actions for visitors (e.g. Get Started on /webinar). */
  visitorActions?: ReactNode;
  hideLogin?: boolean;
}

const linkClass =
  'rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand';
const primaryClass =
  'rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** The public pages' header: logo, badge, Login, View Plans for visitors, a mobile menu. */
export function SiteHeader({ onViewPlans, visitorActions, hideLogin }: Props) {
  const session = useDeferredSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const visitor = !session;
  const actions = (
    <>
      {!hideLogin && !session && (
        <Link to="/login" className={linkClass}>
          Login
        </Link>
      )}
      {session && (
        <Link to="/app" className={linkClass}>
          Open the app
        </Link>
      )}
      {visitor && visitorActions}
      {visitor &&
        (onViewPlans ? (
          <button
            type="button"
            className={primaryClass}
            onClick={() => {
              setMenuOpen(false);
              onViewPlans();
            }}
          >
            View Plans
          </button>
        ) : (
          <Link to="/pricing" className={primaryClass}>
            View Plans
          </Link>
        ))}
    </>
  );
  return (
    <header className="sticky top-0 z-30 border-b border-slate-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link
          to="/"
          className="flex items-center gap-3 rounded focus-visible:outline-2 focus-visible:outline-brand"
        >
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span className="text-xl font-bold">Retainly</span>
          <span className="hidden rounded-full bg-green-50 px-3 py-1 text-xs font-medium text-green-800 sm:inline">
            HighLevel White-Label Tool
          </span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-2 sm:flex">
          {actions}
        </nav>
        <button
          type="button"
          className="rounded-lg p-2 sm:hidden focus-visible:outline-2 focus-visible:outline-brand"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="flex flex-col gap-2 border-t border-slate-100 px-4 py-3 sm:hidden"
        >
          {actions}
        </nav>
      )}
    </header>
  );
}
