import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * A main action with a secondary one (Cancel, Maybe Later): on phones stacked with the main one
 * on top, from sm in a row on the right with the outline `secondary` button first.
 */
export function ActionRow({
  secondary,
  onSecondary,
  gap = 'gap-3',
  children,
}: {
  secondary: string;
  onSecondary: () => void;
  gap?: 'gap-2' | 'gap-3';
  /** The main action. */
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col-reverse ${gap} sm:flex-row sm:justify-end`}>
      <Button variant="outline" onClick={onSecondary}>
        {secondary}
      </Button>
      {children}
    </div>
  );
}
