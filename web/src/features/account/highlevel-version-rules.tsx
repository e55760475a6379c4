import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  VERSION_TIER_NAMES,
  VERSION_TIERS,
  type VersionRulesChange,
  type VersionRulesView,
  type VersionTier,
} from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { saveVersionRules, versionRulesQuery } from './api/highlevel-version-rules';

/** 'basic' -> 'Basic version'; a tier the app does not know is shown as it came. */
const versionLabel = (tier: string) =>
  `${(VERSION_TIERS as readonly string[]).includes(tier) ? VERSION_TIER_NAMES[tier as VersionTier] : tier} version`;

/** The form, seeded from the saved rules; '' in a select means "no choice of its own". */
function VersionRulesForm({ view }: { view: VersionRulesView }) {
  const queryClient = useQueryClient();
  const [defaultVersion, setDefaultVersion] = useState(view.defaultVersionId ?? '');
  const [plans, setPlans] = useState<Record<string, string>>(() =>
    Object.fromEntries(view.plans.map((plan) => [plan.saasPlanId, plan.versionId ?? ''])),
  );
  const save = useMutation({
    mutationFn: saveVersionRules,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.highLevelVersionRules, saved);
      toast.success('Saved. New sub-accounts get these versions.');
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not save the version rules')),
  });
  const basic = view.versions.find((version) => version.tier === 'basic') ?? view.versions[0];

  function submit(event: FormEvent) {
    event.preventDefault();
    const change: VersionRulesChange = {
      defaultVersionId: defaultVersion || null,
      plans: Object.entries(plans)
        .filter(([, versionId]) => versionId)
        .map(([saasPlanId, versionId]) => ({ saasPlanId, versionId })),
    };
    save.mutate(change);
  }

  const options = view.versions.map((version) => (
    <option key={version.id} value={version.id}>
      {versionLabel(version.tier)}
    </option>
  ));
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <SelectField
        label="Default version"
        value={defaultVersion}
        onChange={(event) => setDefaultVersion(event.target.value)}
        className="w-full sm:max-w-md"
      >
        <option value="">{basic ? `${versionLabel(basic.tier)} (automatic)` : 'None yet'}</option>
        {options}
      </SelectField>
      {view.plans.length === 0 ? (
        <p className="text-sm text-slate-600">
          None of your sub-accounts is on a HighLevel SaaS plan, so every one gets the default.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Versions by SaaS plan">
          {view.plans.map((plan) => (
            <li key={plan.saasPlanId}>
              <SelectField
                label={`SaaS plan ${plan.saasPlanId} (${plan.subAccounts} sub-account${plan.subAccounts === 1 ? '' : 's'})`}
                value={plans[plan.saasPlanId] ?? ''}
                onChange={(event) =>
                  setPlans((all) => ({ ...all, [plan.saasPlanId]: event.target.value }))
                }
                className="w-full sm:max-w-md"
              >
                <option value="">The default version</option>
                {options}
              </SelectField>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save versions'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings → HighLevel → Versions: which portal version a new sub-account gets, by its SaaS
 * plan, else the default. Sub-accounts already set up keep theirs, so their users' progress
 * and links stay where they are.
 */
export function HighLevelVersionRules() {
  const query = useQuery(versionRulesQuery());
  if (!query.data) return null;
  return (
    <section aria-labelledby="version-rules-heading" className="mt-4 flex flex-col gap-2">
      <h4 id="version-rules-heading" className="font-semibold text-slate-900">
        Versions for new sub-accounts
      </h4>
      <p className="text-sm text-slate-600">
        A sub-account on a SaaS plan with a rule gets that plan’s version; any other gets the
        default. Sub-accounts already set up keep their version.
      </p>
      <VersionRulesForm view={query.data} />
    </section>
  );
}
