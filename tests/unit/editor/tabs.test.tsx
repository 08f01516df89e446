// @vitest-environment happy-dom
// The builder's one tab list (frame/editor/ui/tabs.tsx): WAI-ARIA tabs keyboard and wiring.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from '../../../frame/editor/ui/tabs';

afterEach(cleanup);

const TABS = [
  { id: 'html', label: 'Plain HTML' },
  { id: 'wix', label: 'Wix' },
  { id: 'shopify', label: 'Shopify' },
] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('html');
  return (
    <>
      <Tabs label="Install on" idPrefix="t" tabs={TABS} selected={tab} onSelect={setTab} />
      <TabPanel idPrefix="t" selected={tab}>
        <p>Steps for {tab}</p>
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('keeps only the selected tab in the tab order, names the panel, and moves with the arrow keys, Home and End', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe('t-tab-html');
    expect(tabs.every((t) => t.getAttribute('aria-controls') === panel.id)).toBe(true);

    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Wix');
    expect(document.activeElement?.textContent).toBe('Wix');
    expect(screen.getByText('Steps for wix')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Shopify');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Plain HTML');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Shopify');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });
});
