import { Button } from '@/components/ui/button';
import type { Tool } from './tools';

/** Phones: tools built for a big screen say so first (signed-in spec §2). */
export function BestOnDesktopOverlay({ tool, onDismiss }: { tool: Tool; onDismiss: () => void }) {
  return (
    <section
      aria-labelledby="best-on-desktop-title"
      className="flex flex-col items-center gap-4 self-start rounded-2xl bg-white/90 p-6 text-center shadow-lg ring-1 ring-slate-200 backdrop-blur-sm"
    >
      <h2 id="best-on-desktop-title" className="text-xl font-bold">
        Best on Desktop
      </h2>
      <p className="text-slate-700">
        The {tool.name} has wide previews and step-by-step setup that work best on a larger screen.
        Open Retainly on a computer for the smoothest experience.
      </p>
      <Button onClick={onDismiss}>View on mobile</Button>
    </section>
  );
}
