import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  /** Not selectable (a version not created yet); skipped by the arrow keys. */
  disabled?: boolean;
  /**
   * Selecting it does something else (opens 'Upgrade Today'), so the arrow keys only move
   * focus onto it; Enter, Space or a click select it.
   */
  gated?: boolean;
}

/**
 * WAI-ARIA tabs (settings, the onboarding modes and versions): one tab stop, Left/Right/Home/End
 * move between the enabled tabs and select them, and the panel is labelled by its tab. `aside`
 * sits beside the tab list (not inside it).
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  aside,
  children,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T | null;
  onSelect: (tab: T) => void;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  const enabled = tabs.filter((tab) => !tab.disabled);

  function onKeyDown(event: KeyboardEvent) {
    const focused = enabled.findIndex((tab) => buttons.current.get(tab.id) === event.target);
    if (focused < 0 || enabled.length === 0) return;
    const moves: Record<string, number> = {
      ArrowRight: (focused + 1) % enabled.length,
      ArrowLeft: (focused - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const next = enabled[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    buttons.current.get(next.id)?.focus();
    if (!next.gated) onSelect(next.id);
  }

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200">
        <div
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="flex flex-wrap gap-1"
        >
          {tabs.map((tab) => {
            const active = tab.id === selected;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  if (element) buttons.current.set(tab.id, element);
                  else buttons.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={active}
                aria-controls={active ? panelId : undefined}
                disabled={tab.disabled}
                aria-haspopup={tab.gated ? 'dialog' : undefined}
                // The selected tab is the tab stop; with none selected, the first enabled one.
                tabIndex={active || (selected === null && tab === enabled[0]) ? 0 : -1}
                onClick={() => onSelect(tab.id)}
                className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:text-slate-400 ${active ? 'border-brand text-green-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {aside && <div className="mb-2 flex flex-wrap gap-2">{aside}</div>}
      </div>
      {selected === null ? (
        children
      ) : (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="min-w-0">
          {children}
        </div>
      )}
    </div>
  );
}
