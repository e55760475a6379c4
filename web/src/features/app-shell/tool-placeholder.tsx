import { Icon } from '@/components/ui/icon';
import type { Tool } from './tools';

/**
 * A tool the user cannot open yet (trial-locked, or access ended): what it does, and that
 * upgrading unlocks it. The overlay above it says how.
 */
export function ToolPlaceholder({ tool }: { tool: Tool }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="rounded-2xl bg-green-50 p-4 text-green-800">
        <Icon name={tool.id} className="h-8 w-8" />
      </span>
      <p className="max-w-md text-slate-700">{tool.summary}</p>
      <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
        Unlocks when you upgrade
      </span>
    </div>
  );
}
