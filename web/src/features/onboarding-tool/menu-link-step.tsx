import { useState } from 'react';
import type { OnboardingState } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useOnboardingMove } from './api/onboarding-progress';
import { versionOf } from './api/versions';
import { DEFAULT_MENU_LABEL, menuLinkScript } from './install-snippets';
import { HelpLauncherSection } from './help-launcher-section';
import { CreateVersionButton, PortalLink } from './portal-link';
import { CompanySettingsSnippet, StepFrame } from './step-frame';

/** Step 2: a sidebar menu link to the agency's portal, added by a JavaScript snippet. */
export function MenuLinkStep({ state }: { state: OnboardingState }) {
  const move = useOnboardingMove();
  const basic = versionOf(state, 'basic');
  const [label, setLabel] = useState(DEFAULT_MENU_LABEL);

  return (
    <StepFrame
      step={2}
      title="Add your onboarding menu link"
      intro="This JavaScript adds a menu link to your clients' sidebar that opens your branded onboarding videos."
      actions={
        // The snippet needs the portal link, so there is nothing to complete without it.
        <Button
          disabled={move.isPending || !basic}
          onClick={() => move.mutate({ action: 'next', from: state })}
        >
          Completed
        </Button>
      }
    >
      {basic ? (
        <>
          <PortalLink url={basic.url} />
          <Field
            label="Menu link name"
            value={label}
            maxLength={30}
            onChange={(event) => setLabel(event.target.value)}
            className="sm:max-w-xs"
          />
          <CompanySettingsSnippet
            box="Custom JavaScript"
            what="code"
            code={menuLinkScript({ url: basic.url, label })}
            copyLabel="Copy JavaScript"
            language="JAVASCRIPT"
            note={
              <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                Custom JavaScript takes about 20 minutes to reach your clients' accounts, so don't
                worry if the link doesn't show up straight away.
              </p>
            }
          />
          <HelpLauncherSection state={state} />
        </>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-xl bg-slate-50 p-4">
          <p className="text-slate-800">
            The menu link opens your onboarding link, so let's create that first.
          </p>
          <CreateVersionButton tier="basic" variant="primary" />
        </div>
      )}
    </StepFrame>
  );
}
