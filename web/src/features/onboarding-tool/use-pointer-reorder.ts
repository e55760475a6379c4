import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';

/** Near the window's top or bottom edge, dragging scrolls the page this far per move. */
const EDGE_PX = 64;
const SCROLL_STEP_PX = 12;

interface Session {
  key: string;
  from: number;
  to: number;
  pointerId: number;
  startY: number;
  /** Each row's middle and height, in page coordinates, when the drag began. */
  middles: number[];
  height: number;
}

export interface Drag {
  key: string;
  from: number;
  to: number;
  dy: number;
}

/**
 * Reordering a list's rows with a pointer (mouse, pen or touch) by a handle: the row follows
 * the pointer, the rows it passes make room, and dropping calls `onDrop(key, to)` with the
 * row's new index. Escape or a cancelled pointer puts it back. Rows are the list element's
 * children carrying data-reorder-row. Keyboard users have the rows' Move up and Move down
 * buttons; pointer events (not HTML5 drag and drop) also work on phones.
 */
export function usePointerReorder(onDrop: (key: string, to: number) => void) {
  const list = useRef<HTMLUListElement>(null);
  const session = useRef<Session | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  const finish = (drop: boolean) => {
    const current = session.current;
    session.current = null;
    setDrag(null);
    if (drop && current && current.to !== current.from) onDrop(current.key, current.to);
  };

  useEffect(() => {
    if (!drag) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && finish(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const handleProps = (key: string, index: number) => ({
    'data-reorder-handle': true,
    style: { touchAction: 'none' } satisfies CSSProperties,
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || session.current || !list.current) return;
      event.preventDefault();
      const rows = [...list.current.querySelectorAll<HTMLElement>(':scope > [data-reorder-row]')];
      const rects = rows.map((row) => row.getBoundingClientRect());
      event.currentTarget.setPointerCapture(event.pointerId);
      session.current = {
        key,
        from: index,
        to: index,
        pointerId: event.pointerId,
        startY: event.clientY + window.scrollY,
        middles: rects.map((rect) => rect.top + rect.height / 2 + window.scrollY),
        height: rects[index]?.height ?? 0,
      };
      setDrag({ key, from: index, to: index, dy: 0 });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = session.current;
      if (!current || event.pointerId !== current.pointerId) return;
      if (event.clientY < EDGE_PX) window.scrollBy(0, -SCROLL_STEP_PX);
      else if (event.clientY > window.innerHeight - EDGE_PX) window.scrollBy(0, SCROLL_STEP_PX);
      const y = event.clientY + window.scrollY;
      // The row goes where the pointer is: past every other row whose middle is above it.
      const to = current.middles.filter((middle, i) => i !== current.from && middle < y).length;
      current.to = to;
      setDrag({ key: current.key, from: current.from, to, dy: y - current.startY });
    },
    onPointerUp: () => finish(true),
    onPointerCancel: () => finish(false),
  });

  /** Where a row is drawn during a drag: the dragged one under the pointer, others making room. */
  const rowStyle = (index: number): CSSProperties | undefined => {
    if (!drag) return undefined;
    const height = session.current?.height ?? 0;
    if (index === drag.from) {
      return { transform: `translateY(${drag.dy}px)`, position: 'relative', zIndex: 10 };
    }
    const shift =
      drag.from < drag.to && index > drag.from && index <= drag.to
        ? -height
        : drag.to < drag.from && index >= drag.to && index < drag.from
          ? height
          : 0;
    return { transform: `translateY(${shift}px)`, transition: 'transform 150ms ease' };
  };

  return { list, drag, handleProps, rowStyle };
}
