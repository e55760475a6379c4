import { ADMIN_PAGE_SIZE } from '@retainly/domain';
import { PageControls } from '@/components/ui/page-controls';

/** A console list's page controls (every console list has pages of ADMIN_PAGE_SIZE). */
export function Pager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Pages">
      <PageControls page={page} total={total} pageSize={ADMIN_PAGE_SIZE} onPage={onPage} />
    </nav>
  );
}
