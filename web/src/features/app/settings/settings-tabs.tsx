import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<T extends string> {
  id: T;
  label: string;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys (and Home/End) move
 * between tabs, and the panel is labelled by its tab.
 */
export function SettingsTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly TabDefinition<T>[];
  selected: T;
  onSelect: (tab: T) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = (tab: T) => `${baseId}-panel-${tab}`;

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    buttons.current.get(tabs[next].id)?.focus();
  }

  return (
    <div className="flex flex-col gap-5">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-slate-200"
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
              // Only the shown panel exists, so only its tab points at it.
              aria-controls={active ? panelId(tab.id) : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${active ? 'border-brand text-green-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}
