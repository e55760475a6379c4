import { Link, NavLink } from 'react-router';
import type { SessionContext } from '@/features/session/session-context';
import { useAppDialogs } from './use-app-dialogs';
import { Icon, type IconName } from '@/components/ui/icon';
import { focusRing, navItemClass } from './nav-styles';
import { useSidebar } from './sidebar-context';
import { TrialStatus } from './trial-status';
import { TOOLS, toolPath } from './tools';
import { useSignOut } from './use-sign-out';

/** The desktop sidebar: 16rem open, 3rem collapsed to icons (signed-in spec §2, §9). */
export function AppSidebar({ session }: { session: SessionContext }) {
  const { open, toggleSidebar } = useSidebar();
  const collapsed = !open;
  const showTrial = session.isTrialing && !session.isTrialExpired;

  return (
    <aside
      id="app-sidebar"
      aria-label="Sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      className={`sticky top-0 flex h-dvh shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 motion-reduce:transition-none ${
        open ? 'w-64' : 'w-12'
      }`}
    >
      <div
        className={`flex items-center gap-2 border-b border-slate-100 py-3 ${collapsed ? 'flex-col px-1' : 'px-3'}`}
      >
        <Link
          to={toolPath('onboarding')}
          className={`flex items-center gap-2 rounded ${focusRing}`}
        >
          <img src="/favicon.svg" alt={collapsed ? 'Retainly' : ''} width="28" height="28" />
          {!collapsed && <span className="text-lg font-bold">Retainly</span>}
        </Link>
        <button
          type="button"
          onClick={toggleSidebar}
          aria-controls="app-sidebar"
          aria-expanded={open}
          aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
          title={`${open ? 'Collapse' : 'Expand'} sidebar (Ctrl+B)`}
          className={`rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 ${focusRing} ${collapsed ? '' : 'ml-auto'}`}
        >
          <Icon name="panel" />
        </button>
      </div>

      <div
        className={`flex flex-1 flex-col gap-4 overflow-y-auto py-4 ${collapsed ? 'px-1' : 'px-3'}`}
      >
        {showTrial && (
          <TrialStatus daysRemaining={session.trialDaysRemaining} compact={collapsed} />
        )}
        <nav aria-label="Tools">
          {!collapsed && (
            <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
              Tools
            </p>
          )}
          <ul className="flex flex-col gap-1">
            {TOOLS.map((tool) => (
              <li key={tool.id}>
                <NavLink
                  to={toolPath(tool.id)}
                  title={collapsed ? tool.name : undefined}
                  className={({ isActive }) => navItemClass(isActive, collapsed)}
                >
                  <Icon name={tool.id} />
                  <span className={collapsed ? 'sr-only' : ''}>{tool.name}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <SidebarFooter collapsed={collapsed} />
    </aside>
  );
}

function SidebarFooter({ collapsed }: { collapsed: boolean }) {
  const { openSettings } = useAppDialogs();
  const signOut = useSignOut();
  const item = (icon: IconName, label: string) => (
    <>
      <Icon name={icon} />
      <span className={collapsed ? 'sr-only' : ''}>{label}</span>
    </>
  );
  return (
    <ul
      aria-label="Account"
      className={`flex flex-col gap-1 border-t border-slate-100 py-3 ${collapsed ? 'px-1' : 'px-3'}`}
    >
      <li>
        <Link
          to={toolPath('walkthrough')}
          title={collapsed ? 'Walkthrough' : undefined}
          className={navItemClass(false, collapsed)}
        >
          {item('walkthrough', 'Walkthrough')}
        </Link>
      </li>
      <li>
        <button
          type="button"
          onClick={openSettings}
          title={collapsed ? 'Settings' : undefined}
          className={`w-full ${navItemClass(false, collapsed)}`}
        >
          {item('settings', 'Settings')}
        </button>
      </li>
      <li>
        <button
          type="button"
          onClick={() => void signOut()}
          title={collapsed ? 'Sign Out' : undefined}
          className={`w-full ${navItemClass(false, collapsed)}`}
        >
          {item('signOut', 'Sign Out')}
        </button>
      </li>
    </ul>
  );
}
