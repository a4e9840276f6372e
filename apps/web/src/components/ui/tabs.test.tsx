import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabList } from './tab-list';
import { Tabs } from './tabs';

afterEach(cleanup);

describe('TabList', () => {
  function Choice() {
    const [tab, setTab] = useState<'ALL' | 'BUY' | 'RENT'>('ALL');
    return (
      <TabList label="Property type" tabs={['ALL', 'BUY', 'RENT'] as const} value={tab} onChange={setTab} />
    );
  }

  it('has one tab stop and moves the selection with the arrow keys, wrapping around', () => {
    render(<Choice />);
    const selected = () => screen.getByRole('tab', { selected: true }).textContent;
    expect(screen.getByRole('tablist', { name: 'Property type' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    act(() => {
      fireEvent.keyDown(screen.getByRole('tab', { name: 'ALL' }), { key: 'ArrowLeft' });
    });
    expect(selected()).toBe('RENT');
    expect(document.activeElement?.textContent).toBe('RENT');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'RENT' }), { key: 'ArrowRight' });
    expect(selected()).toBe('ALL');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'ALL' }), { key: 'End' });
    expect(selected()).toBe('RENT');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'RENT' }), { key: 'Home' });
    expect(selected()).toBe('ALL');
    fireEvent.click(screen.getByRole('tab', { name: 'BUY' }));
    expect(selected()).toBe('BUY');
  });
});

describe('Tabs', () => {
  function Listings() {
    const [tab, setTab] = useState<'recent' | 'favourites'>('recent');
    return (
      <Tabs
        label="Your listings"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'recent', label: 'Recently Viewed', content: <p>Homes you open will appear here.</p> },
          { value: 'favourites', label: 'Favourites', content: <p>No favourites yet.</p> },
        ]}
      />
    );
  }

  it('shows the chosen tab’s panel, named by its tab and controlled by it', async () => {
    const user = userEvent.setup();
    render(<Listings />);
    const recent = screen.getByRole('tab', { name: 'Recently Viewed' });
    const panel = screen.getByRole('tabpanel', { name: 'Recently Viewed' });
    expect(recent.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Homes you open will appear here.');
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(screen.getByRole('tabpanel', { name: 'Favourites' }).textContent).toBe('No favourites yet.');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('Tab goes from the selected tab into its panel', async () => {
    const user = userEvent.setup();
    render(<Listings />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Recently Viewed' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});
