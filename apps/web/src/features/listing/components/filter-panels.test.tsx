import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, type TListingFilters } from '../lib/filters';
import { FilterDropdowns } from './filter-dropdowns';

/** Each part's code is imported on first use, which takes a while on a busy machine. */
const SLOW = { timeout: 20_000 };

afterEach(cleanup);

/** The desktop filter bar with the page's state, recording every change it applies. */
function renderBar(initial: Partial<TListingFilters> = {}) {
  const changes: Partial<TListingFilters>[] = [];
  function Bar() {
    const [filters, setFilters] = useState<TListingFilters>({ ...EMPTY_FILTERS, ...initial });
    return (
      <>
        <FilterDropdowns
          filters={filters}
          onChange={(patch) => {
            changes.push(patch);
            setFilters((f) => ({ ...f, ...patch }));
          }}
        />
        <button type="button">Elsewhere</button>
      </>
    );
  }
  const user = userEvent.setup();
  render(<Bar />);
  return { user, changes };
}

/** Opens a filter's panel (its code arrives on first use) and returns it. */
async function openPanel(user: ReturnType<typeof userEvent.setup>, button: RegExp, name: string) {
  await user.click(screen.getByRole('button', { name: button }));
  // The first panel's code is imported on first use: give it time on a busy machine.
  return screen.findByRole('dialog', { name }, { timeout: 5000 });
}

describe('the desktop filter dropdowns', SLOW, () => {
  it('Beds & Baths: named toggle groups; the choice applies on Apply, and focus returns to the button', async () => {
    const { user, changes } = renderBar();
    const button = screen.getByRole('button', { name: /^Beds & Baths/ });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = await openPanel(user, /^Beds & Baths/, 'Beds & Baths');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);

    const bedrooms = within(panel).getByRole('group', { name: 'Bedrooms' });
    expect(
      within(bedrooms)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Any', '1+', '2+', '3+', '4+', '5+']);
    const twoPlus = within(bedrooms).getByRole('button', { name: '2+' });
    await user.click(twoPlus);
    expect(twoPlus.getAttribute('aria-pressed')).toBe('true');
    const bathrooms = within(panel).getByRole('group', { name: 'Bathrooms' });
    expect(
      within(bathrooms)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Any', '1+', '2+', '3+', '4+']);
    // Nothing applies before Apply.
    expect(changes).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(changes).toEqual([{ bedrooms: '2+', bathrooms: '' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Beds & Baths/ })),
    );
    // The button says its filter is on.
    expect(screen.getByRole('button', { name: /^Beds & Baths/ }).textContent).toContain('(active)');
  });

  it('Price: labelled Min and Max fields and named slider thumbs; Apply orders the range', async () => {
    const { user, changes } = renderBar();
    const panel = await openPanel(user, /^List Price/, 'List Price');
    expect(
      within(panel)
        .getAllByRole('slider')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Minimum price', 'Maximum price']);
    await user.type(within(panel).getByRole('textbox', { name: 'Min price' }), '15,000,000');
    await user.type(within(panel).getByRole('textbox', { name: 'Max price' }), '5000000');
    expect((within(panel).getByRole('textbox', { name: 'Min price' }) as HTMLInputElement).value).toBe(
      '15000000',
    );
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(changes).toEqual([{ priceMin: '5000000', priceMax: '15000000' }]);
    expect(await screen.findByRole('button', { name: /^50 Lac – 1\.5 Cr/ })).toBeTruthy();
  });

  it('Price: Reset clears the range fields without applying', async () => {
    const { user, changes } = renderBar({ priceMin: '5000000', priceMax: '15000000' });
    const panel = await openPanel(user, /^50 Lac – 1\.5 Cr/, '50 Lac – 1.5 Cr');
    await user.click(within(panel).getByRole('button', { name: 'Reset' }));
    expect((within(panel).getByRole('textbox', { name: 'Min price' }) as HTMLInputElement).value).toBe('');
    expect((within(panel).getByRole('textbox', { name: 'Max price' }) as HTMLInputElement).value).toBe('');
    expect(changes).toEqual([]);
  });

  it('Home Type: labelled checkboxes, applied as they are ticked; Select All clears the type', async () => {
    const { user, changes } = renderBar();
    const panel = await openPanel(user, /^Home Type/, 'Home Type');
    expect(within(panel).getByRole('checkbox', { name: 'Select All' })).toHaveProperty('checked', true);
    await user.click(within(panel).getByRole('checkbox', { name: 'Plot / Land' }));
    expect(changes).toEqual([{ type: 'Plot' }]);
    expect(within(panel).getByRole('checkbox', { name: 'Plot / Land' })).toHaveProperty('checked', true);
    expect(within(panel).getByRole('checkbox', { name: 'Select All' })).toHaveProperty('checked', false);
    await user.click(within(panel).getByRole('checkbox', { name: 'Select All' }));
    expect(changes.at(-1)).toEqual({ type: '' });
  });

  it('More: tabs move with the arrow keys; amenities, location and area apply together', async () => {
    const { user, changes } = renderBar();
    const panel = await openPanel(user, /^More/, 'More');
    const tabs = within(panel).getByRole('tablist', { name: 'More filters' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Amenities', 'Location', 'Area']);
    await user.click(within(panel).getByRole('checkbox', { name: 'Gym' }));

    within(tabs).getByRole('tab', { name: 'Amenities' }).focus();
    await user.keyboard('{ArrowRight}');
    const location = within(tabs).getByRole('tab', { name: 'Location' });
    expect(document.activeElement).toBe(location);
    expect(location.getAttribute('aria-selected')).toBe('true');
    await user.type(within(panel).getByRole('textbox', { name: 'City' }), ' Pune ');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Escape drops the draft.
    expect(changes).toEqual([]);

    const again = await openPanel(user, /^More/, 'More');
    await user.click(within(again).getByRole('checkbox', { name: 'Gym' }));
    await user.click(within(again).getByRole('checkbox', { name: 'RERA registered only' }));
    await user.click(within(again).getByRole('checkbox', { name: 'Price dropped' }));
    await user.click(within(again).getByRole('tab', { name: 'Area' }));
    await user.type(within(again).getByRole('textbox', { name: 'Min area in sq ft' }), '1200');
    await user.type(within(again).getByRole('textbox', { name: 'Max area in sq ft' }), '800');
    await user.click(within(again).getByRole('tab', { name: 'Location' }));
    await user.type(within(again).getByRole('textbox', { name: 'City' }), ' Pune ');
    await user.click(within(again).getByRole('button', { name: 'Apply' }));
    expect(changes).toEqual([
      {
        amenities: ['Gym'],
        city: 'Pune',
        state: '',
        minArea: '800',
        maxArea: '1200',
        rera: true,
        priceDropped: true,
      },
    ]);
  });

  it('closes on a click outside without applying', async () => {
    const { user, changes } = renderBar();
    const panel = await openPanel(user, /^Beds & Baths/, 'Beds & Baths');
    const bedrooms = within(panel).getByRole('group', { name: 'Bedrooms' });
    await user.click(within(bedrooms).getByRole('button', { name: '3+' }));
    // The page around the open panel is hidden from screen readers (`hidden` finds it).
    await user.click(screen.getByRole('button', { name: 'Elsewhere', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([]);
  });
});
