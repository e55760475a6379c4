import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** An accessible modal (Radix): focus trap, Escape to close, labelled by its title. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 bg-slate-900/50" />
        <RadixDialog.Content className="fixed left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <RadixDialog.Title className="text-xl font-bold">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-2 text-slate-600">
              {description}
            </RadixDialog.Description>
          )}
          <div className="mt-5 flex flex-col gap-4">{children}</div>
          <RadixDialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 rounded px-2 py-1 text-slate-500 hover:bg-slate-100"
          >
            ✕
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
