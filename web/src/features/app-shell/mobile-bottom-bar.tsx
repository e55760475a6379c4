import { NavLink } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { focusRing } from './nav-styles';
import { MOBILE_TOOLS, toolPath } from './tools';

/** Phones: a fixed bottom bar with Setup, Dashboard and Guide only (signed-in spec §2). */
export function MobileBottomBar() {
  return (
    <nav
      aria-label="Tools"
      data-mobile-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="grid grid-cols-3">
        {MOBILE_TOOLS.map((tool) => (
          <li key={tool.id}>
            <NavLink
              to={toolPath(tool.id)}
              className={({ isActive }) =>
                `flex flex-col items-center gap-1 py-2 text-xs font-semibold ${focusRing} ${
                  isActive ? 'text-green-800' : 'text-slate-600'
                }`
              }
            >
              <Icon name={tool.id} />
              {tool.mobileLabel}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
