import { useRef, type KeyboardEvent } from 'react';

export interface TabListProps<Id extends string> {
  label: string;
  tabs: ReadonlyArray<{ id: Id; label: string }>;
  selected: Id;
  onSelect(id: Id): void;
}

/** the element ids of tab `id` and of the panel it controls: the panel says `aria-labelledby={tabId(id)}` */
export const tabId = (id: string) => `tab-${id}`;
export const tabPanelId = (id: string) => `panel-${id}`;

/**
 * Tabs as the WAI-ARIA tabs pattern, with automatic activation: one tab stop (the selected tab); Left and Right
 * (wrapping), Home and End select a tab and move the focus to it.
 */
export function TabList<Id extends string>({ label, tabs, selected, onSelect }: TabListProps<Id>) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((t) => t.id === selected);
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (!tab) return;
    if (tab.id !== selected) onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(button) => {
            if (button) buttons.current.set(tab.id, button);
            else buttons.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={tabPanelId(tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          className={tab.id === selected ? 'tab tab-active' : 'tab'}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
