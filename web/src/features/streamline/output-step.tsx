import { useMemo } from 'react';
import { streamlineCss, streamlineScript } from '@retainly/domain';
import { CodeSnippet } from '@/components/tool-kit/code-snippet';
import { hiddenFeatures, streamlineRules, type StreamlineInputs } from './streamline-inputs';
import { WizardFrame } from './wizard-frame';

/** Step 4: the generated CSS and JavaScript, each with a copy button, and where to paste them. */
export function OutputStep({
  inputs,
  onBack,
  onReset,
}: {
  inputs: StreamlineInputs;
  onBack: () => void;
  onReset: () => void;
}) {
  const { css, script, hidden, subAccountId } = useMemo(() => {
    const rules = streamlineRules(inputs);
    return {
      css: streamlineCss(rules),
      script: streamlineScript(rules),
      hidden: hiddenFeatures(inputs).map((feature) => feature.name),
      subAccountId: rules.subAccountId,
    };
  }, [inputs]);

  return (
    <WizardFrame
      step="output"
      workflow={inputs.workflow}
      title="Install the code"
      intro={
        hidden.length === 0 ? (
          'Every feature is kept, so nothing will be hidden. Go back to untick the ones to hide.'
        ) : (
          <>
            Hides {hidden.length === 1 ? '1 menu link' : `${hidden.length} menu links`}{' '}
            {subAccountId ? (
              <>
                in sub account <code className="break-all font-semibold">{subAccountId}</code> only
              </>
            ) : (
              'in every sub account'
            )}
            : {hidden.join(', ')}.
          </>
        )
      }
      onBack={onBack}
      onReset={onReset}
    >
      <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-slate-800">
        <li>
          In your agency account, open <strong>Agency Settings → Company</strong>.
        </li>
        <li>
          Paste the CSS into the <strong>Custom CSS</strong> box.
        </li>
        <li>
          Paste the JavaScript into the <strong>Custom JavaScript</strong> box.{' '}
          {subAccountId
            ? 'It is required here: it tells the CSS which sub account is open.'
            : 'It re-applies the rules when the menu is redrawn.'}
        </li>
        <li>Save. Custom JavaScript can take about 20 minutes to reach every user.</li>
      </ol>
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <CodeSnippet title="CSS" code={css} copyLabel="Copy CSS" language="CSS" />
        <CodeSnippet
          title="JavaScript"
          code={script}
          copyLabel="Copy JavaScript"
          language="JAVASCRIPT"
        />
      </div>
    </WizardFrame>
  );
}
