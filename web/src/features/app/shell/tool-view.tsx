import { useState, type ReactNode } from 'react';
import type { SessionContext } from '@/features/session/session-context';
import { WalkthroughTool } from '../tools/walkthrough/walkthrough-tool';
import { BestOnDesktopOverlay } from './best-on-desktop-overlay';
import { PlanRecommendationOverlay } from './plan-recommendation-overlay';
import { useSidebar } from './sidebar-context';
import { ToolPlaceholder } from './tool-placeholder';
import { WALKTHROUGH_ID, type Tool, type ToolId } from './tools';

/** The tool itself; the others arrive with their own issues. */
function toolContent(tool: Tool): ReactNode {
  if (tool.id === WALKTHROUGH_ID) return <WalkthroughTool />;
  return <ToolPlaceholder tool={tool} />;
}

/**
 * One tool's page: its name (the page's h1), then the tool, with what covers it: the plan
 * recommendation for trialing users (all but the walkthrough) or 'Best on Desktop' on phones.
 */
export function ToolView({ tool, session }: { tool: Tool; session: SessionContext }) {
  const { isMobile } = useSidebar();
  const [viewedOnMobile, setViewedOnMobile] = useState<ReadonlySet<ToolId>>(new Set());

  const trialLocked = session.isTrialing && !session.isTrialExpired && tool.id !== WALKTHROUGH_ID;
  // A trial-locked tool cannot be used anyway, so the plan overlay takes the place of this one.
  const desktopNotice =
    !trialLocked && isMobile && tool.bestOnDesktop && !viewedOnMobile.has(tool.id);
  const covered = trialLocked || desktopNotice;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{tool.name}</h1>
      <div className="grid">
        <div
          className={`[grid-area:1/1] ${covered ? 'pointer-events-none select-none blur-sm' : ''}`}
          inert={covered}
          aria-hidden={covered || undefined}
          data-testid="tool-content"
        >
          {toolContent(tool)}
        </div>
        {covered && (
          <div className="z-10 flex justify-center [grid-area:1/1]">
            {trialLocked ? (
              <PlanRecommendationOverlay
                key={tool.id}
                tool={tool}
                activeSubaccounts={session.activeSubaccounts}
              />
            ) : (
              <BestOnDesktopOverlay
                tool={tool}
                onDismiss={() => setViewedOnMobile((ids) => new Set(ids).add(tool.id))}
              />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
