import { useId, useRef, useState } from 'react';
import { descriptionProblem } from '@retainly/domain';
import { invalidAria } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { AnalysisProgress } from './analysis-progress';
import { DESCRIPTION_MAX_LENGTH } from './streamline-inputs';
import { WizardFrame } from './wizard-frame';
import { dismissProblem, showProblem } from '@/components/tool-kit/show-problem';

/** Step 2 (AI only): the description, checked, then the simulated analysis. */
export function DescriptionStep({
  description,
  onDescriptionChange,
  onAnalyzed,
  onBack,
  onReset,
}: {
  description: string;
  onDescriptionChange: (description: string) => void;
  /** After the analysis, with the description that was analysed. */
  onAnalyzed: (description: string) => void;
  onBack: () => void;
  onReset: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;

  function analyze() {
    const found = descriptionProblem(description);
    setProblem(found);
    if (found) {
      showProblem(found, textarea.current);
      return;
    }
    dismissProblem();
    setAnalyzing(true);
  }

  return (
    <WizardFrame
      step="describe"
      workflow="ai"
      title="Describe your business"
      intro="Tell us what your business does and how you work with clients. We'll recommend the menu links worth keeping."
      onBack={onBack}
      onReset={onReset}
      primary={
        <Button onClick={analyze} disabled={analyzing}>
          {analyzing ? 'Analyzing...' : 'Analyze'}
        </Button>
      }
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Business description
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          For example: 'We run a dental practice with online booking, reminders and reviews.'
        </p>
        <textarea
          ref={textarea}
          id={id}
          rows={5}
          value={description}
          maxLength={DESCRIPTION_MAX_LENGTH}
          readOnly={analyzing}
          {...invalidAria(Boolean(problem), problemId, hintId)}
          onChange={(event) => {
            setProblem(null);
            onDescriptionChange(event.target.value);
          }}
          className="rounded-lg border border-slate-300 px-3 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-green-200 aria-invalid:border-red-600 read-only:bg-slate-50"
        />
        {problem && (
          <p id={problemId} className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
      {analyzing && <AnalysisProgress onDone={() => onAnalyzed(description)} />}
    </WizardFrame>
  );
}
