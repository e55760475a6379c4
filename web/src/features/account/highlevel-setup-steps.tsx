import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  CONTACTS_THRESHOLD_MAX,
  isSetupStepKey,
  type ModuleStepChange,
  type SetupStepSettings,
  type SetupStepsView,
  type VersionModuleStep,
} from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import {
  saveModuleStep,
  saveSetupStepSettings,
  setupStepsQuery,
} from './api/highlevel-setup-steps';

function useSave<T>(save: (change: T) => Promise<SetupStepsView>, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (view) => {
      queryClient.setQueryData(queryKeys.highLevelSetupSteps, view);
      toast.success('Saved.');
    },
    onError: (error) => toast.error(errorMessage(error, failed)),
  });
}

/** Whether completion needs the steps, and the contacts bar. */
function StepRules({ settings }: { settings: SetupStepSettings }) {
  const id = useId();
  const [contacts, setContacts] = useState(String(settings.contactsThreshold));
  const [contactsError, setContactsError] = useState<string | undefined>();
  const save = useSave(
    (change: Partial<SetupStepSettings>) => saveSetupStepSettings(change),
    'Could not save the setup steps',
  );

  function saveContacts(event: FormEvent) {
    event.preventDefault();
    const value = Number(contacts);
    if (!Number.isInteger(value) || value < 1 || value > CONTACTS_THRESHOLD_MAX) {
      setContactsError(
        `Enter a whole number from 1 to ${CONTACTS_THRESHOLD_MAX.toLocaleString('en')}.`,
      );
      return;
    }
    setContactsError(undefined);
    save.mutate({ contactsThreshold: value });
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p id={`${id}-needs`} className="font-medium text-slate-900">
            Onboarding is complete only when the setup steps are done
          </p>
          <p id={`${id}-needs-hint`} className="text-sm text-slate-600">
            Off: watching every video completes it. On: the client must also do what the videos
            teach in their own sub-account (checked in HighLevel).
          </p>
        </div>
        <Switch
          checked={
            save.isPending && save.variables.completionNeedsSteps !== undefined
              ? save.variables.completionNeedsSteps
              : settings.completionNeedsSteps
          }
          onChange={(next) => !save.isPending && save.mutate({ completionNeedsSteps: next })}
          labelledBy={`${id}-needs`}
          describedBy={`${id}-needs-hint`}
          states={['On', 'Off']}
        />
      </div>
      <form className="flex flex-wrap items-end gap-2" onSubmit={saveContacts} noValidate>
        <Field
          label="“Contacts imported” is done from this many contacts"
          type="number"
          inputMode="numeric"
          min={1}
          max={CONTACTS_THRESHOLD_MAX}
          value={contacts}
          onChange={(event) => setContacts(event.target.value)}
          error={contactsError}
          className="w-32"
        />
        <Button type="submit" variant="outline" disabled={save.isPending}>
          Save
        </Button>
      </form>
    </div>
  );
}

/** One module's step: a native select, saved on change. */
function ModuleStepSelect({
  module,
  steps,
}: {
  module: VersionModuleStep;
  steps: SetupStepsView['steps'];
}) {
  const save = useSave(
    (change: ModuleStepChange) => saveModuleStep(change),
    'Could not save the module’s step',
  );
  const value = save.isPending ? (save.variables.step ?? '') : (module.step ?? '');
  return (
    <li className="flex flex-col gap-1 py-2 sm:flex-row sm:items-end sm:justify-between sm:gap-3">
      <SelectField
        label={module.title}
        value={value}
        disabled={save.isPending}
        className="w-full sm:max-w-md"
        onChange={(event) => {
          const step = event.target.value;
          save.mutate({
            versionId: module.versionId,
            categoryId: module.categoryId,
            moduleId: module.moduleId,
            step: isSetupStepKey(step) ? step : null,
          });
        }}
      >
        <option value="">No setup step</option>
        {steps.map((step) => (
          <option key={step.key} value={step.key}>
            {step.title}
            {step.webhook ? '' : ' (checked every 10 minutes)'}
          </option>
        ))}
      </SelectField>
      {!module.isDefault && <span className="text-xs text-slate-600">Your choice</span>}
    </li>
  );
}

/**
 * Settings → HighLevel → Setup steps: "watched it" joined with "did it". Each module may carry
 * a step checked in the client's sub-account; the agency decides whether completion needs them.
 */
export function HighLevelSetupSteps() {
  const query = useQuery(setupStepsQuery());
  const view = query.data;
  if (!view?.settings) return null;
  const versions = [...new Set(view.modules.map((module) => module.versionId))];
  return (
    <section aria-labelledby="setup-steps-heading" className="mt-4 flex flex-col gap-3">
      <h4 id="setup-steps-heading" className="font-semibold text-slate-900">
        Setup steps
      </h4>
      <StepRules settings={view.settings} />
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer font-medium text-slate-900">
          Which module checks which step
        </summary>
        {versions.map((versionId) => {
          const modules = view.modules.filter((module) => module.versionId === versionId);
          return (
            <div key={versionId} className="mt-3">
              <p className="text-sm font-semibold capitalize text-slate-700">
                {modules[0]?.tier} version
              </p>
              <ul className="divide-y divide-slate-200">
                {modules.map((module) => (
                  <ModuleStepSelect
                    key={`${module.categoryId}/${module.moduleId}`}
                    module={module}
                    steps={view.steps}
                  />
                ))}
              </ul>
            </div>
          );
        })}
      </details>
    </section>
  );
}
