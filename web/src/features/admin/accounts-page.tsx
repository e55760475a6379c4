import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { AccountPanel } from './account-panel';
import { useAccounts, type AccountFilters } from './api/get-accounts';
import { LabelledSelect } from './labelled-select';
import { FilterBar, ListCount, ListSection, RowList } from './list-section';
import { Pager } from './pager';
import { PLAN_OPTIONS } from './plan-options';

const FIRST_PAGE: AccountFilters = { search: '', approval: '', plan: '', trial: '', page: 1 };

/** The console's Accounts page: search and filters on the left, the open account beside. */
export function AccountsPage() {
  const [filters, setFilters] = useState(FIRST_PAGE);
  const [openId, setOpenId] = useState<string | null>(null);
  const accounts = useAccounts(filters);
  const { data } = accounts;
  const filter = (changes: Partial<AccountFilters>) =>
    setFilters((current) => ({ ...current, ...changes, page: changes.page ?? 1 }));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <ListSection title="Accounts">
        <FilterBar>
          <Field
            label="Search e-mail or name"
            type="search"
            value={filters.search}
            onChange={(event) => filter({ search: event.target.value })}
          />
          <LabelledSelect
            label="Approval"
            value={filters.approval}
            onChange={(approval) => filter({ approval })}
            options={[
              { value: '', label: 'Any' },
              { value: 'YES', label: 'YES' },
              { value: 'TRIALING', label: 'TRIALING' },
              { value: 'NO', label: 'NO' },
            ]}
          />
          <LabelledSelect
            label="Plan"
            value={filters.plan}
            onChange={(plan) => filter({ plan })}
            options={[{ value: '', label: 'Any' }, ...PLAN_OPTIONS]}
          />
          <LabelledSelect
            label="Trial"
            value={filters.trial}
            onChange={(trial) => filter({ trial })}
            options={[
              { value: '', label: 'Any' },
              { value: 'trialing', label: 'Running' },
              { value: 'ended', label: 'Ended' },
              { value: 'none', label: 'No trial' },
            ]}
          />
        </FilterBar>
        <ListCount query={accounts} noun="account" error="The accounts could not be loaded." />
        <RowList>
          {data?.rows.map((account) => (
            <li key={account.id}>
              <button
                type="button"
                onClick={() => setOpenId(account.id)}
                aria-current={openId === account.id || undefined}
                className="flex w-full flex-wrap items-center justify-between gap-2 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand aria-[current]:bg-green-50"
              >
                <span className="min-w-0 break-all font-medium">{account.email}</span>
                <span className="text-sm text-slate-600">
                  {account.approval ?? 'none'} · {account.plan}
                  {account.role === 'operator' ? ' · operator' : ''}
                </span>
              </button>
            </li>
          ))}
        </RowList>
        <Pager page={filters.page} total={data?.total ?? 0} onPage={(page) => filter({ page })} />
      </ListSection>
      <aside
        aria-label="Account"
        className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
      >
        {openId ? (
          <AccountPanel key={openId} id={openId} />
        ) : (
          <p className="text-slate-600">Choose an account to see it here.</p>
        )}
      </aside>
    </div>
  );
}
