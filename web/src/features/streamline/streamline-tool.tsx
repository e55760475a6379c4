import { useEffect, useRef } from 'react';
import { recommendedFeatureIds } from '@retainly/domain';
import { DescriptionStep } from './description-step';
import { OutputStep } from './output-step';
import { SelectionStep } from './selection-step';
import { previousStep, type StreamlineInputs, type StreamlineStep } from './streamline-inputs';
import { useStreamlineWizard } from './use-streamline-wizard';
import { STEP_HEADING_ID } from './wizard-frame';
import { WorkflowStep } from './workflow-step';

/** Menu Link Removal (signed-in spec §2, §4 'Streamline wizard'). */
export function StreamlineTool() {
  const { inputs, change, reset } = useStreamlineWizard();
  const container = useRef<HTMLDivElement>(null);
  // Set by the user's own moves (not by a restore): they continue from the new step's heading.
  const focusHeading = useRef(false);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    container.current?.querySelector<HTMLElement>(`#${STEP_HEADING_ID}`)?.focus();
  }, [inputs.step]);

  const update = (patch: Partial<StreamlineInputs>) =>
    change((current) => ({ ...current, ...patch }));
  const go = (step: StreamlineStep, patch: Partial<StreamlineInputs> = {}) => {
    focusHeading.current = true;
    update({ ...patch, step });
  };
  const back = () => go(previousStep(inputs));
  const startOver = () => {
    focusHeading.current = inputs.step !== 'workflow';
    reset();
  };

  let view;
  if (inputs.step === 'workflow' || !inputs.workflow) {
    view = (
      <WorkflowStep
        workflow={inputs.workflow}
        onReset={startOver}
        onChoose={(workflow) =>
          go(workflow === 'ai' ? 'describe' : 'select', {
            workflow,
            // Ticks mean 'keep' in one workflow and 'remove' in the other: never carry them over.
            ...(workflow !== inputs.workflow && { selectedIds: [] }),
          })
        }
      />
    );
  } else if (inputs.step === 'describe') {
    view = (
      <DescriptionStep
        description={inputs.description}
        onDescriptionChange={(description) => update({ description })}
        onAnalyzed={(description) =>
          go('select', { selectedIds: recommendedFeatureIds(description) })
        }
        onBack={back}
        onReset={startOver}
      />
    );
  } else if (inputs.step === 'select') {
    view = (
      <SelectionStep
        inputs={{ ...inputs, workflow: inputs.workflow }}
        onChange={update}
        onGenerated={() => go('output')}
        onBack={back}
        onReset={startOver}
      />
    );
  } else {
    view = <OutputStep inputs={inputs} onBack={back} onReset={startOver} />;
  }

  // contain-inline-size: long code lines scroll inside their box instead of widening the page
  // on a phone (the shell lays tools out in a grid, which would grow to fit them).
  return (
    <div ref={container} className="min-w-0 contain-inline-size">
      {view}
    </div>
  );
}
