import { PageControls } from '@/components/ui/page-controls';

/** 'Showing 1–25 of 60', the page number and Previous/Next (disabled at either end). */
export function DashboardPagination({
  page,
  pageSize,
  total,
  shown,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  onPage: (page: number) => void;
}) {
  const first = (page - 1) * pageSize + 1;
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between"
    >
      <p role="status" className="text-sm text-slate-600">
        {shown === 0
          ? `Showing 0 of ${total}`
          : `Showing ${first}–${first + shown - 1} of ${total}`}
      </p>
      <PageControls page={page} total={total} pageSize={pageSize} onPage={onPage} />
    </nav>
  );
}
