import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';
import type { Tool } from './tools';

/** Phones: tools built for a big screen say so first (signed-in spec §2). */
export function BestOnDesktopOverlay({ tool, onDismiss }: { tool: Tool; onDismiss: () => void }) {
  return (
    <TitledSection
      title="Best on Desktop"
      titleClassName="text-xl font-bold"
      className="flex flex-col items-center gap-4 self-start rounded-2xl bg-white/90 p-6 text-center shadow-lg ring-1 ring-slate-200 backdrop-blur-sm"
    >
      <p className="text-slate-700">
        The {tool.name} has wide previews and step-by-step setup that work best on a larger screen.
        Open Retainly on a computer for the smoothest experience.
      </p>
      <Button onClick={onDismiss}>View on mobile</Button>
    </TitledSection>
  );
}
