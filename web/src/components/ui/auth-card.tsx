import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The centred card every account screen uses; `progress` draws the bar above the title. */
export function AuthCard({
  title,
  children,
  progress,
}: {
  title: string;
  children: ReactNode;
  progress?: number;
}) {
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <Link to="/" className="text-lg font-bold">
          Retainly
        </Link>
        {progress !== undefined && (
          <div
            role="progressbar"
            aria-label="Progress"
            aria-valuenow={Math.round(progress)}
            aria-valuemin={0}
            aria-valuemax={100}
            className="mt-4 h-1.5 w-full overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full bg-brand transition-all" style={{ width: `${progress}%` }} />
          </div>
        )}
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        <div className="mt-6 flex flex-col gap-4">{children}</div>
      </div>
    </main>
  );
}

export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}
