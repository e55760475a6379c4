import { useState, type ReactNode } from 'react';
import type { SessionContext } from '@/features/session/session-context';
import { BrandingTool } from '@/features/branding/branding-tool';
import { ActivityDashboardTabs } from '@/features/dashboard/activity-dashboard-tabs';
import { MarketingTool } from '@/features/ai-marketing/marketing-tool';
import { OnboardingTool } from '@/features/onboarding-tool/onboarding-tool';
import { StreamlineTool } from '@/features/streamline/streamline-tool';
import { WalkthroughTool } from '@/features/walkthrough/walkthrough-tool';
import { BestOnDesktopOverlay } from './best-on-desktop-overlay';
import { PlanRecommendationOverlay } from './plan-recommendation-overlay';
import { useSidebar } from './sidebar-context';
import { ToolPlaceholder } from './tool-placeholder';
import { WALKTHROUGH_ID, type Tool, type ToolId } from './tools';

/** The tool itself; the others arrive with their own issues. */
function toolContent(tool: Tool): ReactNode {
  switch (tool.id) {
    case 'onboarding':
      return <OnboardingTool />;
    case 'activity-dashboard':
      return <ActivityDashboardTabs />;
    case 'streamline':
      return <StreamlineTool />;
    case 'branding':
      return <BrandingTool />;
    case 'marketing':
      return <MarketingTool />;
    case 'walkthrough':
      return <WalkthroughTool />;
    default:
      return <ToolPlaceholder tool={tool} />;
  }
}

/**
 * One tool's page: its name (the page's h1), then the tool, with what covers it: the plan
 * recommendation for trialing users (all but the walkthrough) or 'Best on Desktop' on phones.
 */
export function ToolView({
  tool,
  session,
  blocked,
}: {
  tool: Tool;
  session: SessionContext;
  /** Behind the blocking overlay (approval NO or trial ended): no tool may call its api. */
  blocked: boolean;
}) {
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
      {/* minmax(0, 1fr): a wide tool (the dashboard's table) scrolls inside its own box instead
          of stretching the column past the page's right margin. */}
      <div className="grid grid-cols-[minmax(0,1fr)]">
        <div
          className={`[grid-area:1/1] ${covered ? 'pointer-events-none select-none blur-sm' : ''}`}
          inert={covered}
          aria-hidden={covered || undefined}
          data-testid="tool-content"
        >
          {/* A locked tool's api answers 403, so locked users see its summary, not the tool. */}
          {trialLocked || (blocked && tool.id !== WALKTHROUGH_ID) ? (
            <ToolPlaceholder tool={tool} />
          ) : (
            toolContent(tool)
          )}
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
