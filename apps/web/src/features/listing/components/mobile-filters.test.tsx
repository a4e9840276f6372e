import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, type TListingFilters } from '../lib/filters';
import { MobileFilterBar } from './mobile-filter-bar';

/** Each part's code is imported on first use, which takes a while on a busy machine. */
const SLOW = { timeout: 20_000 };

afterEach(cleanup);

/** The phone's filter row with the page's state, recording every change it applies. */
function renderBar(initial: Partial<TListingFilters> = {}) {
  const changes: Partial<TListingFilters>[] = [];
  function Bar() {
    const [filters, setFilters] = useState<TListingFilters>({ ...EMPTY_FILTERS, ...initial });
    return (
      <MobileFilterBar
        filters={filters}
        suggestions={['Nashik', 'Pune']}
        knownCities={['Nashik', 'Pune']}
        onChange={(patch) => {
          changes.push(patch);
          setFilters((f) => ({ ...f, ...patch }));
        }}
      />
    );
  }
  const user = userEvent.setup();
  render(<Bar />);
  return { user, changes };
}

describe('the phone filter sheet', SLOW, () => {
  it('is a dialog named Filters; its choices apply together on Show results, and focus returns', async () => {
    const { user, changes } = renderBar({ city: 'Pune' });
    const opener = screen.getByRole('button', { name: /^Filters/ });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    for (const section of ['Beds & Baths', 'Home Type', 'Price', 'RERA', 'Amenities', 'Location', 'Area']) {
      expect(within(sheet).getByRole('heading', { level: 3, name: section })).toBeTruthy();
    }
    await user.click(
      within(within(sheet).getByRole('group', { name: 'Bedrooms' })).getByRole('button', { name: '3+' }),
    );
    await user.click(within(sheet).getByRole('checkbox', { name: 'Apartment / Flat' }));
    expect((within(sheet).getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Pune');
    expect(changes).toEqual([]);
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(changes).toEqual([
      {
        bedrooms: '3+',
        bathrooms: '',
        type: 'Apartment',
        priceMin: '',
        priceMax: '',
        amenities: [],
        city: 'Pune',
        state: '',
        minArea: '',
        maxArea: '',
        rera: false,
        priceDropped: false,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Filters/ })),
    );
    expect(screen.getByRole('button', { name: /^Filters/ }).textContent).toContain('3 active');
  });

  it('Reset clears the draft; closing drops it', async () => {
    const { user, changes } = renderBar({ bedrooms: '2+' });
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const bedrooms = within(sheet).getByRole('group', { name: 'Bedrooms' });
    expect(within(bedrooms).getByRole('button', { name: '2+' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(sheet).getByRole('button', { name: 'Reset' }));
    expect(within(bedrooms).getByRole('button', { name: 'Any' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(sheet).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([]);
  });
});

describe('the city picker', SLOW, () => {
  it('offers the popular cities and every city by letter; picking one sets the city', async () => {
    const { user, changes } = renderBar();
    await user.click(screen.getByRole('button', { name: /Change city/ }));
    const picker = await screen.findByRole('dialog', { name: 'Select a city' });
    const popular = within(picker).getByRole('group', { name: 'Popular cities' });
    expect(
      within(popular)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mumbai', 'Bengaluru', 'Pune', 'Delhi', 'Noida', 'Gurgaon']);
    for (const letter of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']) {
      expect(within(picker).getByRole('list', { name: letter })).toBeTruthy();
    }
    expect(within(picker).getByRole('button', { name: 'All cities' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const find = within(picker).getByRole('textbox', { name: 'Find a city' });
    await user.type(find, 'zzz');
    expect(within(picker).getByRole('status').textContent).toBe('No cities found');
    await user.clear(find);
    await user.type(find, 'nash');
    const list = within(picker).getByRole('list', { name: 'N' });
    await user.click(within(list).getByRole('button', { name: 'Nashik' }));
    expect(changes).toEqual([{ city: 'Nashik' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /Change city/ }).textContent).toContain('Nashik');
  });

  it('marks the chosen city and starts with an empty filter box each time', async () => {
    const { user } = renderBar({ city: 'Pune' });
    await user.click(screen.getByRole('button', { name: /Change city/ }));
    let picker = await screen.findByRole('dialog', { name: 'Select a city' });
    const popular = within(picker).getByRole('group', { name: 'Popular cities' });
    expect(within(popular).getByRole('button', { name: 'Pune' }).getAttribute('aria-pressed')).toBe('true');
    await user.type(within(picker).getByRole('textbox', { name: 'Find a city' }), 'pu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /Change city/ }));
    picker = await screen.findByRole('dialog', { name: 'Select a city' });
    expect((within(picker).getByRole('textbox', { name: 'Find a city' }) as HTMLInputElement).value).toBe('');
  });
});
