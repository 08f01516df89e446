// One tab list for the builder (WAI-ARIA tabs pattern): the selected tab is the one in the tab order,
// Left/Right move between tabs and select (wrapping), Home/End go to the ends; each tab names the panel
// it controls. The panel is rendered by the caller inside <TabPanel>.
import type { ComponentChildren } from 'preact';
import { useRef } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ComponentChildren;
}

export function Tabs<T extends string>(props: { label: string; idPrefix: string; tabs: readonly TabItem<T>[]; selected: NoInfer<T> | null; onSelect(id: NoInfer<T>): void }) {
  const list = useRef<HTMLDivElement>(null);
  const { tabs, selected } = props;
  const onKey = (e: KeyboardEvent, i: number) => {
    const n = tabs.length;
    const to = e.key === 'ArrowRight' ? (i + 1) % n : e.key === 'ArrowLeft' ? (i - 1 + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : null;
    if (to === null) return;
    e.preventDefault();
    props.onSelect(tabs[to]!.id);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <div ref={list} class="tabs" role="tablist" aria-label={props.label}>
      {tabs.map((t, i) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={`${props.idPrefix}-tab-${t.id}`}
          aria-selected={selected === t.id}
          aria-controls={`${props.idPrefix}-panel`}
          // Only the selected tab is in the tab order (the first while none is).
          tabIndex={selected === t.id || (selected === null && i === 0) ? 0 : -1}
          onClick={() => props.onSelect(t.id)}
          onKeyDown={(e) => onKey(e as unknown as KeyboardEvent, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel(props: { idPrefix: string; selected: string; children: ComponentChildren }) {
  return (
    <div role="tabpanel" id={`${props.idPrefix}-panel`} aria-labelledby={`${props.idPrefix}-tab-${props.selected}`} tabIndex={0}>
      {props.children}
    </div>
  );
}
