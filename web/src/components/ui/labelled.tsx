import type { ReactNode } from 'react';

/**
 * A form control's stack: its label over it (tied by `id`), then whatever follows it (an error,
 * a hint). `className` places the stack in its row.
 */
export function Labelled({
  id,
  label,
  className = '',
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}
