import { useEffect, useRef, useState } from 'react';
import { MAX_TRIAL_EXTENSION_DAYS, type AdminAccountDetail } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { useChangeAccess, useExtendTrial } from './api/change-account';
import { useAccount } from './api/get-account';
import { LabelledSelect } from './labelled-select';
import { toastOutcome } from './toast-outcome';

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** One account: its facts, then access and trial changes (each audited on the server). */
export function AccountPanel({ id }: { id: string }) {
  const { data: account, isLoading, isError } = useAccount(id);
  const title = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(account);
  // Opening an account takes focus (and, on a phone, the view) to it: the panel may be far below.
  useEffect(() => {
    if (!loaded) return;
    title.current?.focus();
    title.current?.scrollIntoView({ block: 'nearest' });
  }, [loaded]);
  if (isLoading) return <p role="status">Loading the account...</p>;
  if (isError || !account) return <p role="alert">This account could not be loaded.</p>;
  return (
    <section aria-labelledby="account-title" className="flex flex-col gap-5">
      <h2
        id="account-title"
        ref={title}
        tabIndex={-1}
        className="text-lg font-bold break-all focus:outline-none"
      >
        {account.email}
      </h2>
      <AccountFacts account={account} />
      <AccessForm key={`${account.approval}-${account.plan}`} account={account} />
      {account.approval === 'YES' ? (
        <p className="text-sm text-slate-700">Paid access: there is no trial to extend.</p>
      ) : (
        <TrialForm account={account} />
      )}
      <AuditList account={account} />
    </section>
  );
}

function AccountFacts({ account }: { account: AdminAccountDetail }) {
  const facts: [string, string][] = [
    ['Name', account.fullName ?? '—'],
    ['Agency', account.agencyName ?? '—'],
    ['Approval', account.approval ?? 'none'],
    ['Plan', account.plan],
    ['Trial', `${date(account.trialStartedAt)} to ${date(account.trialEndsAt)}`],
    ['HighLevel experience', account.answers.highlevelExperience ?? '—'],
    ['Active sub-accounts', account.answers.activeSubaccounts ?? '—'],
    ['Most used feature', account.answers.mostUsedFeature ?? '—'],
    ['Versions', account.versions.map((v) => v.tier).join(', ') || 'none'],
    ['Clients', String(account.clientCount)],
    ['Cancellation', account.cancellation?.reason ?? '—'],
    ['Recent events', account.recentEvents.map((e) => e.type).join(', ') || 'none'],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AccessForm({ account }: { account: AdminAccountDetail }) {
  const [approval, setApproval] = useState(account.approval ?? 'NO');
  const [plan, setPlan] = useState(account.plan);
  const change = useChangeAccess();
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Access"
      onSubmit={(event) => {
        event.preventDefault();
        if (change.isPending) return;
        change.mutate(
          { id: account.id, body: { approval, plan } },
          toastOutcome(`Access updated: ${approval}, ${plan}`, 'Failed to update user access'),
        );
      }}
    >
      <LabelledSelect
        label="Approval"
        value={approval}
        onChange={setApproval}
        options={[
          { value: 'YES', label: 'YES (paid)' },
          { value: 'TRIALING', label: 'TRIALING' },
          { value: 'NO', label: 'NO (ends sessions)' },
        ]}
      />
      <LabelledSelect
        label="Plan"
        value={plan}
        onChange={setPlan}
        options={[
          { value: 'BASIC', label: 'Basic' },
          { value: 'ADVANCED', label: 'Advanced' },
        ]}
      />
      <Button type="submit" aria-disabled={change.isPending || undefined}>
        Save access
      </Button>
    </form>
  );
}

function TrialForm({ account }: { account: AdminAccountDetail }) {
  const [days, setDays] = useState('7');
  const extend = useExtendTrial();
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Trial"
      onSubmit={(event) => {
        event.preventDefault();
        if (extend.isPending) return;
        extend.mutate(
          { id: account.id, body: { days: Number(days) } },
          toastOutcome(`Trial extended by ${days} days`, 'Failed to extend the trial'),
        );
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="extend-days" className="text-sm font-medium text-slate-800">
          Extend trial by (days)
        </label>
        <input
          id="extend-days"
          type="number"
          min={1}
          max={MAX_TRIAL_EXTENSION_DAYS}
          required
          value={days}
          onChange={(event) => setDays(event.target.value)}
          className="w-28 rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand focus:ring-2 focus:ring-green-200 focus:outline-none"
        />
      </div>
      <Button type="submit" variant="outline" aria-disabled={extend.isPending || undefined}>
        Extend trial
      </Button>
    </form>
  );
}

function AuditList({ account }: { account: AdminAccountDetail }) {
  if (account.audit.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">Changes by operators</h3>
      <ul className="flex flex-col gap-1 text-sm">
        {account.audit.map((entry) => (
          <li key={`${entry.createdAt}-${entry.action}`}>
            {date(entry.createdAt)}: {entry.operatorEmail} {entry.action.replace('_', ' ')}{' '}
            <code className="break-all">{JSON.stringify(entry.after)}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
