import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Field } from '@/components/ui/field';
import { leadsCsvUrl, useLeads, type LeadKind } from './api/get-leads';
import { LabelledSelect } from './labelled-select';
import { FilterBar, ListCount, ListSection } from './list-section';
import { Pager } from './pager';
import { TableRegion } from './table-region';
import { buttonClass } from '@/components/ui/button-styles';

const KINDS: { value: LeadKind; label: string }[] = [
  { value: 'affiliates', label: 'Affiliate applications' },
  { value: 'summit-leads', label: 'Summit leads' },
  { value: 'webinar-registrations', label: 'Webinar registrations' },
  { value: 'call-requests', label: 'Call requests' },
];

/** ?list= opens one list directly (the operators' call request e-mail links to its list). */
function listFromQuery(value: string | null): LeadKind {
  return KINDS.find((kind) => kind.value === value)?.value ?? 'affiliates';
}

/** The public site's leads, searchable, each list exportable as CSV. */
export function LeadsPage() {
  const [params] = useSearchParams();
  const [kind, setKind] = useState<LeadKind>(() => listFromQuery(params.get('list')));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const leads = useLeads(kind, search, page);
  const { data } = leads;
  return (
    <ListSection title="Leads">
      <FilterBar>
        <LabelledSelect
          label="List"
          value={kind}
          options={KINDS}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
        />
        <Field
          label="Search"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <a href={leadsCsvUrl(kind, search)} className={buttonClass({ variant: 'outline' })}>
          Export CSV
        </a>
      </FilterBar>
      <ListCount query={leads} noun="lead" error="The leads could not be loaded." />
      {data && (
        <TableRegion
          label="Leads table"
          columns={data.columns.map((column) => column.replace(/_/g, ' '))}
        >
          {data.rows.map((row, index) => (
            <tr key={index}>
              {data.columns.map((column) => (
                <td key={column} className="px-3 py-2 break-words">
                  {String(row[column] ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </TableRegion>
      )}
      <Pager page={page} total={data?.total ?? 0} onPage={setPage} />
    </ListSection>
  );
}
