import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { brandingCss, type BrandingColorKey, type BrandingSettings } from '@retainly/domain';
import { ActionRow } from '@/components/ui/action-row';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { planGatedTab } from '@/features/billing/plan-gated-tab';
import { UpgradeTodayDialog } from '@/features/billing/upgrade-today-dialog';
import { useSession } from '@/features/session/api/use-session';
import { queryKeys } from '@/lib/query-keys';
import { ToolCard } from '@/components/tool-kit/tool-card';
import { BrandingFields } from './branding-fields';
import { BrandingOutput } from './branding-output';
import { BrandingPreview } from './branding-preview';
import { ContrastStatus } from './contrast-status';
import { useBrandingForm } from './use-branding-form';

/** The Branding Tool (signed-in spec §2): colours and a font, previewed, then CSS for the CRM. */
export function BrandingTool() {
  const advancedAllowed = useSession().session?.plan === 'ADVANCED';
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const queryClient = useQueryClient();
  const form = useBrandingForm({
    advancedAllowed,
    onPlanRefused: () => {
      setUpgradeOpen(true);
      // The plan changed since the session was loaded: reloading it switches to Simple mode.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
  const [output, setOutput] = useState<{ css: string; from: BrandingSettings }>();
  const outputRef = useRef<HTMLDivElement>(null);
  const inputs = useRef(new Map<BrandingColorKey, HTMLInputElement>());

  function generateCss() {
    const [firstInvalid] = form.invalidKeys;
    if (firstInvalid) {
      form.touchAll();
      inputs.current.get(firstInvalid)?.focus();
      return;
    }
    setOutput({ css: brandingCss(form.settings), from: form.settings });
    form.markGenerated();
    toast.success('CSS Successfully Generated!');
    requestAnimationFrame(() => outputRef.current?.scrollIntoView({ block: 'nearest' }));
  }

  function revertColors() {
    form.revertColors();
    toast.success('Colors reverted to previous selection');
  }

  if (!form.ready) {
    return (
      <p role="status" className="text-slate-600">
        Loading your branding...
      </p>
    );
  }
  return (
    <ToolCard
      title="Brand your platform"
      intro="Choose your colors and font, check them in the preview, then generate the CSS for your agency's platform."
    >
      <Tabs
        label="Branding mode"
        tabs={[
          { id: 'simple', label: 'Simple' },
          planGatedTab('advanced', 'Advanced', advancedAllowed),
        ]}
        selected={form.settings.mode}
        onSelect={(mode) =>
          mode === 'advanced' && !advancedAllowed ? setUpgradeOpen(true) : form.setMode(mode)
        }
      >
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <BrandingFields
            form={form}
            fieldRef={(key) => (element) => {
              if (element) inputs.current.set(key, element);
              else inputs.current.delete(key);
            }}
          />
          <div className="flex min-w-0 flex-col gap-3 self-start lg:sticky lg:top-4">
            <BrandingPreview settings={form.settings} />
            <ContrastStatus settings={form.settings} />
          </div>
        </div>
      </Tabs>
      <ActionRow secondary="Revert colors" onSecondary={revertColors}>
        <Button onClick={generateCss}>Generate CSS</Button>
      </ActionRow>
      {output && (
        <BrandingOutput
          ref={outputRef}
          css={output.css}
          outdated={JSON.stringify(output.from) !== JSON.stringify(form.settings)}
        />
      )}
      <UpgradeTodayDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </ToolCard>
  );
}
