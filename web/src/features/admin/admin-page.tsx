import { Link, NavLink, Navigate, Route, Routes } from 'react-router';
import { useSession } from '@/features/session/api/use-session';
import { AccountsPage } from './accounts-page';
import { DeliveriesPage } from './deliveries-page';
import { LeadsPage } from './leads-page';
import { QueuesPage } from './queues-page';
import { VideoLibraryPage } from './video-library-page';

const PAGES = [
  { path: 'accounts', label: 'Accounts', element: <AccountsPage /> },
  { path: 'videos', label: 'Video library', element: <VideoLibraryPage /> },
  { path: 'leads', label: 'Leads', element: <LeadsPage /> },
  { path: 'deliveries', label: 'Webhook deliveries', element: <DeliveriesPage /> },
  { path: 'jobs', label: 'Queues', element: <QueuesPage /> },
];

/**
 * /admin/*: the operator console (its own lazy bundle). The api refuses every /api/admin call
 * to anyone but an operator; this page only spares others a screen of errors.
 */
export function AdminPage() {
  const { session, isLoading } = useSession();
  if (isLoading) return null;
  if (!session?.isOperator) {
    return (
      <main className="mx-auto flex max-w-md flex-col gap-3 p-8 text-center">
        <h1 className="text-2xl font-bold">Operators only</h1>
        <p className="text-slate-700">This page is for Retainly operators only.</p>
        {!session && (
          <Link to="/login" className="font-semibold text-green-800 underline">
            Sign in
          </Link>
        )}
      </main>
    );
  }
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <p className="font-bold">Retainly operators</p>
        <nav aria-label="Console" className="flex flex-wrap gap-4 text-sm font-semibold">
          {PAGES.map((page) => (
            <NavLink
              key={page.path}
              to={`/admin/${page.path}`}
              className="text-slate-700 underline-offset-4 hover:underline aria-[current=page]:text-green-800 aria-[current=page]:underline"
            >
              {page.label}
            </NavLink>
          ))}
        </nav>
        <p className="text-sm text-slate-600">{session.email}</p>
      </header>
      <main className="p-4 sm:p-6">
        <Routes>
          {PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
          <Route path="*" element={<Navigate to="/admin/accounts" replace />} />
        </Routes>
      </main>
    </div>
  );
}
