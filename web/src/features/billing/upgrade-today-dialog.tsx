import { callRequestPath } from '@retainly/domain';
import { ActionRow } from '@/components/ui/action-row';
import { Dialog, type DialogOpenProps } from '@/components/ui/dialog';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { CheckList } from '@/components/ui/check-list';
import { ExternalLink } from '@/components/ui/external-link';
import { buttonClass } from '@/components/ui/button-styles';

/** What the ADVANCED plan adds (signed-in spec §6). */
const ADVANCED_FEATURES = [
  '3 custom onboarding experiences for different kinds of clients',
  'Login tracking by name or email',
  'Turn each onboarding video on or off',
  'Advanced branding',
] as const;

/**
 * 'Upgrade Today' (signed-in spec §4 'Video visibility'): shown when a BASIC plan user reaches
 * an Advanced feature, in the onboarding and branding tools. 'Upgrade Now' opens the Advanced
 * payment link in a new tab, or, with none configured, the call request form for the Advanced
 * plan (the pricing page would only offer a signed-in user 'Open the app').
 */
export function UpgradeTodayDialog({ open, onOpenChange }: DialogOpenProps) {
  const paymentLink =
    useSiteConfig()?.paymentLinks['upgrade-advanced'] ?? callRequestPath('upgrade-advanced');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Upgrade Today"
      description="Advanced Mode is part of the Advanced plan. Upgrade to unlock:"
    >
      <CheckList
        label="Advanced plan features"
        items={ADVANCED_FEATURES}
        className="flex flex-col gap-2"
      />
      <ActionRow secondary="Maybe Later" onSecondary={() => onOpenChange(false)}>
        <ExternalLink
          href={paymentLink}
          className={buttonClass()}
          onClick={() => onOpenChange(false)}
        >
          Upgrade Now
        </ExternalLink>
      </ActionRow>
    </Dialog>
  );
}
