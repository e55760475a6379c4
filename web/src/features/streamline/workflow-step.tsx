import { useId } from 'react';
import type { Workflow } from './streamline-inputs';
import { WizardFrame } from './wizard-frame';

const CHOICES: readonly { workflow: Workflow; title: string; description: string }[] = [
  {
    workflow: 'ai',
    title: 'AI recommendation',
    description:
      'Describe your business and we recommend which menu links to keep. Everything else is hidden.',
  },
  {
    workflow: 'manual',
    title: 'Manual selection',
    description: 'Pick the menu links to remove yourself.',
  },
];

/** Step 1: the AI workflow asks for a description first; the manual one goes to the list. */
export function WorkflowStep({
  workflow,
  onChoose,
  onReset,
}: {
  workflow: Workflow | null;
  onChoose: (workflow: Workflow) => void;
  onReset: () => void;
}) {
  return (
    <WizardFrame
      step="workflow"
      workflow={workflow}
      title="Choose your workflow"
      intro="Hide the menu links your clients don't need, so the platform feels simple. How would you like to choose them?"
      onReset={onReset}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <WorkflowChoice
            key={choice.workflow}
            {...choice}
            chosen={workflow === choice.workflow}
            onChoose={() => onChoose(choice.workflow)}
          />
        ))}
      </div>
    </WizardFrame>
  );
}

function WorkflowChoice({
  title,
  description,
  chosen,
  onChoose,
}: {
  title: string;
  description: string;
  chosen: boolean;
  onChoose: () => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <button
      type="button"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      aria-pressed={chosen}
      onClick={onChoose}
      className={`flex flex-col gap-1.5 rounded-xl border-2 p-4 text-left transition hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${chosen ? 'border-brand bg-green-50' : 'border-slate-200'}`}
    >
      <span id={titleId} className="font-semibold text-slate-900">
        {title}
      </span>
      <span id={descriptionId} className="text-sm text-slate-700">
        {description}
      </span>
    </button>
  );
}
