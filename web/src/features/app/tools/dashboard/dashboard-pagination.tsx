import { Button } from '@/components/ui/button';

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
  const pages = Math.max(1, Math.ceil(total / pageSize));
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
      <div className="flex items-center gap-3">
        <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span className="text-sm tabular-nums text-slate-700">
          Page {page} of {pages}
        </span>
        <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
