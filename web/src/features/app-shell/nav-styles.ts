/** Shared classes for the shell's navigation items (sidebar, menu, bottom bar). */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export const navItemClass = (active: boolean, collapsed: boolean) =>
  `flex items-center gap-3 rounded-lg text-sm font-medium transition ${focusRing} ${
    collapsed ? 'justify-center p-2' : 'px-3 py-2'
  } ${active ? 'bg-green-50 text-green-800' : 'text-slate-700 hover:bg-slate-100'}`;
