import { ButtonLink } from '@/components/ui/button-link';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="text-4xl font-bold">404</h1>
      <p className="text-xl text-slate-600">Oops! Page not found</p>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </main>
  );
}
