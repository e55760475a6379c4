import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useCheckedForm } from '@/components/form/checked-form';
import { FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { outcomeSettingsQuery } from './api/outcome-settings';
import { saveOutcomeSettings } from './api/save-outcome-settings';
import { STALL_DAY_CHOICES, type OutcomeSettings, type StallDays } from '@retainly/domain';
import { changesOf, draftOf, nudgeDraftErrors, sameDraft, type NudgeDraft } from './nudge-draft';
import { NudgePreviewFrame } from './nudge-preview-frame';
import { NudgeWording } from './nudge-wording';
import { ReminderRules } from './reminder-rules';
import { LoadFailed, SectionCard, SectionSkeleton } from './section-card';

/** 'Reminder e-mails': the settings API's switch, stall days and wording, with a preview. */
export function ReminderEmailsSection() {
  const settings = useQuery(outcomeSettingsQuery());
  return (
    <SectionCard
      title="Reminder e-mails"
      intro="When a client stalls, we e-mail them a friendly reminder with a one-click link back to their next video."
    >
      {settings.data ? (
        <ReminderEmailsForm settings={settings.data} />
      ) : settings.isError ? (
        <LoadFailed
          what="your reminder settings"
          retrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SectionSkeleton label="Loading reminder settings..." />
      )}
    </SectionCard>
  );
}

function ReminderEmailsForm({ settings }: { settings: OutcomeSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const saved = draftOf(settings);
  const [draft, setDraft] = useState<NudgeDraft>(saved);
  const { form, shown, check, hideErrors } = useCheckedForm(nudgeDraftErrors(draft));
  const changed = !sameDraft(draft, saved);
  const set = (changes: Partial<NudgeDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const save = useMutation({
    mutationFn: () => saveOutcomeSettings(changesOf(draft, settings)),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.outcomes.settings, next);
      // What the server kept (an empty wording comes back as the default text).
      setDraft(draftOf(next));
      hideErrors();
      toast.success('Reminder settings saved');
    },
  });

  return (
    <form
      ref={form}
      noValidate
      aria-label="Reminder e-mails"
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending && check()) save.mutate();
      }}
    >
      <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
        <div className="flex flex-col gap-1">
          <h3 id={`${id}-on`} className="font-semibold text-slate-900">
            Send reminder e-mails
          </h3>
          <p id={`${id}-on-hint`} className="text-sm text-slate-600">
            {draft.nudgesEnabled
              ? 'Stalled clients get up to 3 reminders.'
              : 'Off: stalled clients still show on your dashboard, but get no e-mail.'}
          </p>
        </div>
        <Switch
          checked={draft.nudgesEnabled}
          onChange={(nudgesEnabled) => set({ nudgesEnabled })}
          labelledBy={`${id}-on`}
          describedBy={`${id}-on-hint`}
          states={['On', 'Off']}
        />
      </div>
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor={`${id}-days`} className="text-sm font-medium text-slate-800">
          Consider a client stalled after
        </label>
        <select
          id={`${id}-days`}
          value={draft.stallDays}
          onChange={(event) => set({ stallDays: Number(event.target.value) as StallDays })}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-green-200"
        >
          {STALL_DAY_CHOICES.map((days) => (
            <option key={days} value={days}>
              {days} days
            </option>
          ))}
        </select>
      </div>
      <ReminderRules stallDays={draft.stallDays} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <NudgeWording
          subject={draft.nudgeSubject}
          message={draft.nudgeMessage}
          placeholders={settings.placeholders}
          errors={shown}
          onChange={(field, value) => set({ [field]: value })}
          onReset={() =>
            set({
              nudgeSubject: settings.defaults.nudgeSubject,
              nudgeMessage: settings.defaults.nudgeMessage,
            })
          }
        />
        <NudgePreviewFrame
          subject={draft.nudgeSubject.trim() || settings.defaults.nudgeSubject}
          message={draft.nudgeMessage.trim() || settings.defaults.nudgeMessage}
        />
      </div>
      <FormError
        message={save.isError ? errorMessage(save.error, 'Your changes could not be saved.') : null}
      />
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        {changed && (
          <p role="status" className="text-sm text-slate-600">
            You have unsaved changes.
          </p>
        )}
        {changed && (
          <Button variant="outline" onClick={() => setDraft(saved)}>
            Discard changes
          </Button>
        )}
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
