import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of what replaces a sent form. The form is gone, so the heading takes focus when
 * shown: keyboard and screen-reader users follow it to its replacement.
 */
export function FocusedHeading({ level = 2, children }: { level?: 2 | 3; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <Heading
      ref={headingRef}
      tabIndex={-1}
      className="text-2xl font-bold text-green-800 outline-none"
    >
      {children}
    </Heading>
  );
}
