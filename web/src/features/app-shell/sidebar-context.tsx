import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readSidebarOpen, writeSidebarOpen } from './sidebar-cookie';
import { useIsMobile } from '@/lib/use-media-query';

interface SidebarState {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  open: boolean;
  setOpen(open: boolean): void;
  toggleSidebar(): void;
  /** Below 768 px there is no sidebar: a top bar with a menu and a bottom bar instead. */
  isMobile: boolean;
  /** The mobile menu panel (18rem). */
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
}

const SidebarContext = createContext<SidebarState | null>(null);

/**
 * The sidebar's state for the shell: open or collapsed (kept in the sidebar:state cookie),
 * the mobile menu, and the Ctrl/Cmd+B shortcut. `shortcut` is off while the app is blocked.
 */
export function SidebarProvider({
  children,
  shortcut = true,
}: {
  children: ReactNode;
  shortcut?: boolean;
}) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(readSidebarOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const value = useMemo<SidebarState>(() => {
    const setOpen = (next: boolean) => {
      setOpenState(next);
      writeSidebarOpen(next);
    };
    return {
      open,
      setOpen,
      toggleSidebar: () => (isMobile ? setOpenMobile((shown) => !shown) : setOpen(!open)),
      isMobile,
      openMobile,
      setOpenMobile,
    };
  }, [open, isMobile, openMobile]);

  const { toggleSidebar } = value;
  useEffect(() => {
    if (!shortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b') {
        event.preventDefault(); // the browser's own Ctrl+B (bookmarks) must not fire too
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcut, toggleSidebar]);

  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const sidebar = useContext(SidebarContext);
  if (!sidebar) throw new Error('useSidebar must be used within a SidebarProvider');
  return sidebar;
}
