import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Toaster, toast } from 'sonner';
import type { SessionContext } from '@retainly/domain';
import { forgetToolData } from '@/features/tool-data/use-tool-data';
import { queryKeys } from '@/lib/query-keys';

// sonner keeps its toasts, and the tools their autosavers, in module state: each test starts
// with no toast on screen and no save of the previous test still waiting.
afterEach(() => {
  toast.dismiss();
  forgetToolData();
});

/** A signed-in, paid user, as /api/session would describe them. */
export const SIGNED_IN: SessionContext = {
  userId: 'user-1',
  email: 'owner@agency.test',
  fullName: 'Olive Owner',
  agencyName: 'Olive Agency',
  approval: 'YES',
  isApproved: true,
  isTrialing: false,
  trialDaysRemaining: 0,
  isTrialExpired: false,
  initialQuestionsCompleted: true,
  plan: 'ADVANCED',
  activeSubaccounts: '1-10',
  isOperator: false,
};

/**
 * Renders `ui` as the signed-in app does: a query client that already knows the session (no
 * retries, so a refused request shows at once), and the toaster. `advanceTimers` lets
 * user-event type and click under jest's fake timers.
 */
export function renderSignedIn(
  ui: ReactElement,
  { fakeTimers = false }: { fakeTimers?: boolean } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(queryKeys.session, SIGNED_IN);
  // No pause between keystrokes: the components under test do not depend on typing speed.
  const user = userEvent.setup({
    delay: null,
    ...(fakeTimers && { advanceTimers: jest.advanceTimersByTime }),
  });
  const view = render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, client };
}
