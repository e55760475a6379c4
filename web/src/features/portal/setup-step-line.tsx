import { createContext, useContext } from 'react';
import { videoKey, type ModuleSetupStep, type VideoRef } from '@retainly/domain';
import { usePortalText } from './portal-text';

/** The setup step each module carries, by videoKey (empty outside HighLevel). */
export type SetupStepIndex = ReadonlyMap<string, ModuleSetupStep>;

export const indexSetupSteps = (steps: readonly ModuleSetupStep[] | undefined): SetupStepIndex =>
  new Map((steps ?? []).map((step) => [videoKey(step), step]));

const SetupSteps = createContext<SetupStepIndex>(new Map());
export const SetupStepsProvider = SetupSteps.Provider;

export const useModuleSetupStep = (video: VideoRef) => useContext(SetupSteps).get(videoKey(video));

/** "✓" or an open circle, with words for screen readers. */
function Mark({ label, done }: { label: string; done: boolean }) {
  const { t } = usePortalText();
  return (
    <span
      className={`inline-flex items-center gap-1 ${done ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
    >
      {label}
      <span aria-hidden="true">{done ? '✓' : '○'}</span>
      <span className="sr-only">{done ? t('setupSteps.yes') : t('setupSteps.notYet')}</span>
    </span>
  );
}

/**
 * "Watched ✓ · Done ✓": the video watched, and the thing it teaches done in the client's own
 * HighLevel account (checked there, not ticked by the client), with the step it looks for.
 */
export function SetupStepLine({ step, watched }: { step: ModuleSetupStep; watched: boolean }) {
  const { t } = usePortalText();
  return (
    <div data-setup-step={step.step} data-step-done={step.doneAt !== null} className="text-sm">
      <p className="flex flex-wrap items-center gap-x-1.5">
        <Mark label={t('setupSteps.watched')} done={watched} />
        <span aria-hidden="true">·</span>
        <Mark label={t('setupSteps.done')} done={step.doneAt !== null} />
      </p>
      <p className="text-slate-600">
        {t('setupSteps.inYourAccount', { step: t(`setupSteps.names.${step.step}`) })}
      </p>
    </div>
  );
}
