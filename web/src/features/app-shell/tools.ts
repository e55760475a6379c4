/** The six tools in the sidebar's order (signed-in spec §2); each has its own /app/{id} route. */
export const TOOLS = [
  {
    id: 'onboarding',
    name: 'Onboarding Tool',
    mobileLabel: 'Setup',
    summary:
      "A step-by-step installer that gives each of your clients a branded onboarding video link inside your agency's platform.",
    bestOnDesktop: true,
  },
  {
    id: 'activity-dashboard',
    name: 'Activity Dashboard',
    mobileLabel: 'Dashboard',
    summary:
      "Follow your clients' progress: who has onboarded, how much they have completed and when they last logged in.",
    bestOnDesktop: false,
  },
  {
    id: 'streamline',
    name: 'Menu Link Removal',
    mobileLabel: null,
    summary:
      "Generate styling rules that hide the menu links your clients don't need, so the platform feels simple.",
    bestOnDesktop: true,
  },
  {
    id: 'branding',
    name: 'Branding Tool',
    mobileLabel: null,
    summary: "Pick your colours and fonts and get styling rules that match your agency's brand.",
    bestOnDesktop: true,
  },
  {
    id: 'marketing',
    name: 'AI Marketing',
    mobileLabel: null,
    summary: 'Write irresistible offers and ads for your agency with AI in a few seconds.',
    bestOnDesktop: false,
  },
  {
    id: 'walkthrough',
    name: 'Platform Walkthrough',
    mobileLabel: 'Guide',
    summary: 'A short intro video to Retainly, then straight into the onboarding tool.',
    bestOnDesktop: false,
  },
] as const;

export type Tool = (typeof TOOLS)[number];
export type ToolId = Tool['id'];

export const DEFAULT_TOOL: Tool = TOOLS[0];
export const WALKTHROUGH_ID: ToolId = 'walkthrough';

export function toolById(id: string | null | undefined): Tool | undefined {
  return TOOLS.find((tool) => tool.id === id);
}

export const toolPath = (id: ToolId) => `/app/${id}`;

/** On phones the bottom bar offers only the tools that work well on a small screen. */
export const MOBILE_TOOLS = TOOLS.filter((tool) => tool.mobileLabel !== null);
