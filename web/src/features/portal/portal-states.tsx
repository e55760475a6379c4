import type { ReactNode } from 'react';
import { OUTLINE_BUTTON } from './portal-theme';

/**
 * What the portal shows before it knows whose page it is: plain and neutral, since the agency's
 * name and colours are not known yet (and ours must never appear).
 */
function Centered({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-4 text-center text-slate-900">
      {children}
    </main>
  );
}

export function PortalLoading() {
  return (
    <Centered>
      <p role="status" className="text-slate-600">
        Loading your videos...
      </p>
    </Centered>
  );
}

export function PortalNotFound() {
  return (
    <Centered>
      <h1 className="text-2xl font-bold">This onboarding link is not available</h1>
      <p className="max-w-md text-slate-600">Please check the link with whoever sent it to you.</p>
    </Centered>
  );
}

export function PortalError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Centered>
      <h1 className="text-2xl font-bold">This page could not be loaded</h1>
      <p role="alert" className="max-w-md text-slate-600">
        {message}
      </p>
      <button type="button" onClick={onRetry} disabled={retrying} className={OUTLINE_BUTTON}>
        {retrying ? 'Trying again...' : 'Try again'}
      </button>
    </Centered>
  );
}
