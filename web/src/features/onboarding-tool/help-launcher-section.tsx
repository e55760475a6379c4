import { helpLauncherScript, type OnboardingState } from '@retainly/domain';
import { CodeSnippet } from '@/components/tool-kit/code-snippet';
import { TitledSection } from '@/components/ui/titled-section';
import { useHelpSettings } from './api/help-settings';
import { HelpSettingsForm } from './help-settings-form';

/**
 * The help button inside the CRM (issue #19): one more snippet for the same Custom JavaScript
 * setting as the menu link. It opens the portal beside the client's CRM page, videos for that
 * page first. Shown in step 2 and in the completed view.
 */
export function HelpLauncherSection({ state }: { state: OnboardingState }) {
  const settings = useHelpSettings();
  const first = state.versions[0];
  if (!first) return null;
  const appOrigin = new URL(first.url).origin;
  const versionId = settings.data?.versionId ?? first.id;

  return (
    <TitledSection
      title="Help button inside your CRM"
      heading="h3"
      titleClassName="text-lg font-semibold text-slate-900"
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 p-4"
      headerClassName="flex flex-col gap-1"
      aside={
        <p className="text-slate-700">
          A small help button in your clients' sub-accounts that opens your videos in a side panel,
          the ones for the page they are on first. Add it beside the menu link, in the same{' '}
          <strong>Custom JavaScript</strong> box.
        </p>
      }
    >
      {settings.isPending ? (
        <p className="text-slate-600">Loading…</p>
      ) : settings.isError ? (
        <p role="alert" className="text-red-700">
          Could not load the help button settings. Please reload the page.
        </p>
      ) : (
        <HelpSettingsForm settings={settings.data} versions={state.versions} />
      )}
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        The help button only appears once your CRM domain is saved above: only that domain may show
        your videos inside it.
        {settings.data && !settings.data.saved && ' Nothing is saved yet.'}
      </p>
      <CodeSnippet
        title="Help button JavaScript"
        code={helpLauncherScript(appOrigin, versionId)}
        copyLabel="Copy help button JavaScript"
        language="JAVASCRIPT"
      />
    </TitledSection>
  );
}
