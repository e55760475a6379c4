import type { ReactNode } from 'react';
import { ActionRow } from '@/components/ui/action-row';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Asks before something that cannot be undone; closing is refused while it runs. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  pending,
  danger = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirming button's text, and its text while it runs. */
  confirm: [idle: string, running: string];
  pending: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()} title={title}>
      <div className="text-slate-700">{children}</div>
      <ActionRow secondary="Cancel" onSecondary={() => !pending && onClose()}>
        <Button
          variant={danger ? 'danger' : 'primary'}
          aria-disabled={pending || undefined}
          onClick={() => !pending && onConfirm()}
        >
          {pending ? confirm[1] : confirm[0]}
        </Button>
      </ActionRow>
    </Dialog>
  );
}
