import * as z from 'zod/mini';
import {
  DEFAULT_HELP_LABEL,
  HELP_SETTINGS_LIMITS,
  VERSION_TIER_NAMES,
  type HelpSettings,
  type OnboardingVersion,
} from '@retainly/domain';
import { submitOrAlert, useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useSaveHelpSettings } from './api/help-settings';

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The api checks the settings; a 400 carries the message to show. */
const settingsSchema = z.object({
  origins: z.string(),
  versionId: z.string(),
  label: z.string(),
  scope: z.enum(['every', 'only']),
  subAccounts: z.string(),
});

/** A field's note under it. */
function Hint({ children }: { children: string }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

/** The help button's settings: CRM domain(s), version, name, and where it shows. */
export function HelpSettingsForm({
  settings,
  versions,
}: {
  settings: HelpSettings;
  versions: OnboardingVersion[];
}) {
  const save = useSaveHelpSettings();
  const form = useZodForm(settingsSchema, {
    origins: settings.crmOrigins.join(', '),
    versionId: settings.versionId ?? versions[0]?.id ?? '',
    label: settings.label || DEFAULT_HELP_LABEL,
    scope: settings.subAccountIds === null ? 'every' : 'only',
    subAccounts: (settings.subAccountIds ?? []).join(', '),
  });
  const { register, formState } = form;
  const scoped = form.watch('scope') === 'only';
  const error = formState.errors.root?.server?.message;

  const submit = form.handleSubmit((values) =>
    submitOrAlert(form, async () => {
      try {
        await save.mutateAsync({
          versionId: values.versionId,
          crmOrigins: list(values.origins),
          label: values.label,
          subAccountIds: values.scope === 'only' ? list(values.subAccounts) : null,
        });
      } catch (failure) {
        return failure instanceof ApiError ? failure.message : 'Could not save. Please try again.';
      }
    }),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-label="Help button settings"
    >
      <Field
        label="Your CRM domain(s)"
        placeholder="https://app.myagency.com"
        {...register('origins')}
        hint={
          <Hint>The address your clients use for your platform. Separate several with commas.</Hint>
        }
      />
      <div className="flex flex-col gap-4 sm:flex-row">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          Version it opens
          <select
            {...register('versionId')}
            className="rounded-lg border border-slate-300 px-3 py-2.5 text-base"
          >
            {versions.map((version) => (
              <option key={version.id} value={version.id}>
                {VERSION_TIER_NAMES[version.tier]}
              </option>
            ))}
          </select>
        </label>
        <Field label="Button name" maxLength={HELP_SETTINGS_LIMITS.label} {...register('label')} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Show the button in</legend>
        <label className="flex items-center gap-2">
          <input type="radio" value="every" {...register('scope')} />
          Every sub-account
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="only" {...register('scope')} />
          Only these sub-accounts
        </label>
        {scoped && (
          <Field
            label="Sub-account ids"
            placeholder="e.g. AbC123xyz"
            {...register('subAccounts')}
            hint={
              <Hint>
                The id after /location/ in the sub-account's address. Separate several with commas.
              </Hint>
            }
          />
        )}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={formState.isSubmitting || !form.watch('versionId')}>
          Save help button
        </Button>
      </div>
    </form>
  );
}
