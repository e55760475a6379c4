import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { MAX_TRIAL_EXTENSION_DAYS, type AdminAccountDetail } from '@retainly/domain';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { useChangeAccess, useExtendTrial } from './api/change-account';
import { useAccount } from './api/get-account';
import { LabelledSelect } from './labelled-select';
import { PLAN_OPTIONS } from './plan-options';
import { toastOutcome } from './toast-outcome';

/** The browser checks the fields (required, min, max); the api checks them again. */
const accessSchema = z.object({
  approval: z.enum(['YES', 'TRIALING', 'NO']),
  plan: z.enum(['BASIC', 'ADVANCED']),
});
const trialSchema = z.object({ days: z.string() });

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
  const form = useZodForm(accessSchema, {
    approval: account.approval ?? 'NO',
    plan: account.plan,
  });
  const change = useChangeAccess();
  const submit = form.handleSubmit((body) => {
    if (change.isPending) return;
    change.mutate(
      { id: account.id, body },
      toastOutcome(
        `Access updated: ${body.approval}, ${body.plan}`,
        'Failed to update user access',
      ),
    );
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Access"
      onSubmit={(event) => void submit(event)}
    >
      <LabelledSelect
        label="Approval"
        registration={form.register('approval')}
        options={[
          { value: 'YES', label: 'YES (paid)' },
          { value: 'TRIALING', label: 'TRIALING' },
          { value: 'NO', label: 'NO (ends sessions)' },
        ]}
      />
      <LabelledSelect label="Plan" registration={form.register('plan')} options={PLAN_OPTIONS} />
      <Button type="submit" aria-disabled={change.isPending || undefined}>
        Save access
      </Button>
    </form>
  );
}

function TrialForm({ account }: { account: AdminAccountDetail }) {
  const form = useZodForm(trialSchema, { days: '7' });
  const extend = useExtendTrial();
  const submit = form.handleSubmit(({ days }) => {
    if (extend.isPending) return;
    extend.mutate(
      { id: account.id, body: { days: Number(days) } },
      toastOutcome(`Trial extended by ${days} days`, 'Failed to extend the trial'),
    );
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Trial"
      onSubmit={(event) => void submit(event)}
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
          {...form.register('days')}
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
