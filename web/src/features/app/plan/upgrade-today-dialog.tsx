import { callRequestPath } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
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
export function UpgradeTodayDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const paymentLink =
    useSiteConfig()?.paymentLinks['upgrade-advanced'] ?? callRequestPath('upgrade-advanced');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Upgrade Today"
      description="Advanced Mode is part of the Advanced plan. Upgrade to unlock:"
    >
      <ul className="flex flex-col gap-2" aria-label="Advanced plan features">
        {ADVANCED_FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-slate-800">
            <span aria-hidden="true" className="font-bold text-green-800">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Maybe Later
        </Button>
        <ExternalLink
          href={paymentLink}
          className={buttonClass()}
          onClick={() => onOpenChange(false)}
        >
          Upgrade Now
        </ExternalLink>
      </div>
    </Dialog>
  );
}
