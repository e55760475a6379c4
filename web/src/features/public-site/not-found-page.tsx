import { NOT_FOUND_META } from '@retainly/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { usePageMeta } from '@/lib/use-page-meta';
import { MarketingLayout } from './marketing-layout';

export function NotFoundPage() {
  usePageMeta(NOT_FOUND_META);
  return (
    <MarketingLayout>
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <p className="text-6xl font-extrabold text-green-800" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
        <p className="mt-3 text-slate-600">
          The page you were looking for does not exist or has moved.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/">Return to Home</ButtonLink>
          <ButtonLink to="/pricing" variant="outline">
            View Pricing
          </ButtonLink>
        </div>
      </div>
    </MarketingLayout>
  );
}
