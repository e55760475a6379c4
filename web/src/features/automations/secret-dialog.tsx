import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CopyButton } from '@/components/tool-kit/copy-button';

/**
 * A new signing secret, shown this once: we keep it only to sign deliveries and never show it
 * again (the list shows its last 4 characters).
 */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Your signing secret"
      description="Use it to check that deliveries really come from us (Standard Webhooks signatures)."
    >
      <p
        role="alert"
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        Copy it now and keep it somewhere safe: this is the only time it is shown. If you lose it,
        rotate the secret to get a new one.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="endpoint-secret"
          className="min-w-0 flex-1 rounded-lg bg-slate-900 px-3 py-2.5 font-mono text-sm break-all text-slate-100"
        >
          {secret}
        </code>
        <CopyButton text={secret ?? ''} label="Copy secret" failedMessage="Failed to copy secret" />
      </div>
      <p className="text-sm text-slate-600">
        HighLevel&apos;s Inbound Webhook trigger doesn&apos;t check signatures, so you can skip this
        there.
      </p>
      <div className="flex justify-end">
        <Button onClick={onClose}>I&apos;ve saved it</Button>
      </div>
    </Dialog>
  );
}
