import { VERSION_TIER_NAMES, type VersionTier } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { useCreateVersion } from './api/versions';
import { CopyButton } from '@/components/tool-kit/copy-button';
import { ExternalLink } from '@/components/ui/external-link';

/** A version's public link (what the agency gives its clients), with a copy button. */
export function PortalLink({
  url,
  label = 'Your onboarding link',
}: {
  url: string;
  label?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <ExternalLink
          href={url}
          className="min-w-0 flex-1 break-all rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 font-mono text-sm text-green-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          {url}
        </ExternalLink>
        <CopyButton text={url} label="Copy link" />
      </div>
    </div>
  );
}

/** 'Create {Type} version': makes the tier's public link. */
export function CreateVersionButton({
  tier,
  variant = 'outline',
  onCreated,
}: {
  tier: VersionTier;
  variant?: 'primary' | 'outline';
  onCreated?: () => void;
}) {
  const create = useCreateVersion();
  return (
    <Button
      variant={variant}
      disabled={create.isPending}
      onClick={() => create.mutate(tier, { onSuccess: onCreated })}
    >
      {create.isPending ? 'Creating...' : `Create ${VERSION_TIER_NAMES[tier]} version`}
    </Button>
  );
}
