import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** Whether a dialog is open, and how it asks to open or close. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const WIDTHS = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * An accessible modal (Radix): focus trap, Escape to close, labelled by its title. Our dialogs
 * are opened from code (hashes, countdowns) rather than a Radix Trigger, so focus is returned
 * by hand to whatever had it when the dialog opened.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
}: DialogOpenProps & {
  title: string;
  description?: string;
  size?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (a passive effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      returnFocusTo.current = document.activeElement;
    }
  }, [open]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none ${WIDTHS[size]}`}
        >
          <RadixDialog.Title className="pr-8 text-xl font-bold">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-2 text-slate-600">
              {description}
            </RadixDialog.Description>
          )}
          <div className="mt-5 flex flex-col gap-4">{children}</div>
          <RadixDialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 rounded px-2 py-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
          >
            ✕
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
