import { useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MENU_FEATURES, recommendedFeatureIds } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { FeatureChecklist } from './feature-checklist';
import { dismissProblem, showProblem } from '@/components/tool-kit/show-problem';
import {
  selectionProblem,
  type SelectionProblem,
  type StreamlineInputs,
} from './streamline-inputs';
import { SubAccountScope } from './sub-account-scope';
import { WizardFrame } from './wizard-frame';

/** Step 3: what to keep (AI) or remove (manual), the optional sub-account scope, Generate. */
export function SelectionStep({
  inputs,
  onChange,
  onGenerated,
  onBack,
  onReset,
}: {
  inputs: StreamlineInputs & { workflow: 'ai' | 'manual' };
  onChange: (patch: Partial<StreamlineInputs>) => void;
  onGenerated: () => void;
  onBack: () => void;
  onReset: () => void;
}) {
  const [problem, setProblem] = useState<SelectionProblem | null>(null);
  const firstCheckbox = useRef<HTMLInputElement>(null);
  const idInput = useRef<HTMLInputElement>(null);
  const ai = inputs.workflow === 'ai';
  const recommendedIds = useMemo(
    () =>
      new Set(
        ai
          ? recommendedFeatureIds(inputs.description)
          : MENU_FEATURES.filter((feature) => feature.recommended).map((feature) => feature.id),
      ),
    [ai, inputs.description],
  );

  function change(patch: Partial<StreamlineInputs>, field: SelectionProblem['field']) {
    if (problem?.field === field) setProblem(null);
    onChange(patch);
  }

  function generate() {
    const found = selectionProblem(inputs);
    setProblem(found);
    if (found) {
      showProblem(
        found.message,
        found.field === 'features' ? firstCheckbox.current : idInput.current,
      );
      return;
    }
    dismissProblem();
    toast.success('CSS Successfully Generated!');
    onGenerated();
  }

  return (
    <WizardFrame
      step="select"
      workflow={inputs.workflow}
      title={ai ? 'Choose the features to keep' : 'Choose the features to remove'}
      intro={
        ai
          ? "We've ticked the features your business needs. Adjust the list: every feature left unticked is hidden from the menu."
          : 'Tick the menu links your clients should no longer see. Features tagged Recommended are the core ones most businesses keep.'
      }
      onBack={onBack}
      onReset={onReset}
      primary={<Button onClick={generate}>Generate</Button>}
    >
      <FeatureChecklist
        workflow={inputs.workflow}
        selectedIds={inputs.selectedIds}
        recommendedIds={recommendedIds}
        onChange={(selectedIds) => change({ selectedIds }, 'features')}
        problem={problem?.field === 'features' ? problem.message : null}
        firstCheckbox={firstCheckbox}
      />
      <SubAccountScope
        scoped={inputs.scoped}
        subAccountId={inputs.subAccountId}
        onScopedChange={(scoped) => change({ scoped }, 'subAccount')}
        onSubAccountIdChange={(subAccountId) => change({ subAccountId }, 'subAccount')}
        problem={problem?.field === 'subAccount' ? problem.message : null}
        idInput={idInput}
      />
    </WizardFrame>
  );
}
