import type { TDeveloper } from '@nivaas/shared/developer';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storedDeveloper } from '../lib/form-test-fixtures';
import { useDeveloperFilters } from '../lib/use-developer-filters';
import { DeveloperFilters } from './developer-filters';

afterEach(cleanup);

const BUILDERS: TDeveloper[] = [
  storedDeveloper({
    _id: 'a',
    headquarters: { city: 'Pune', state: 'Maharashtra', country: 'India' },
    specializations: [{ name: 'Villas', description: '' }],
  }),
  storedDeveloper({
    _id: 'b',
    headquarters: { city: 'Nashik', state: 'Maharashtra', country: 'India' },
    specializations: [
      { name: 'Plotted Development', description: '' },
      { name: 'villas', description: '' },
    ],
  }),
];

/** The filter bar on the directory's address, with the address shown as the page would keep it. */
function Directory() {
  const { filters, setFilters, clearAll } = useDeveloperFilters();
  const location = useLocation();
  return (
    <>
      <DeveloperFilters
        filters={filters}
        allDevelopers={BUILDERS}
        onChange={setFilters}
        onClearAll={clearAll}
      />
      <output aria-label="Address">{location.search}</output>
    </>
  );
}

function renderAt(url = '/developers') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/developers" element={<Directory />} />
      </Routes>
    </MemoryRouter>,
  );
  const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
  return { user, address };
}

describe('the builders filter bar', () => {
  it('labels every field above it and offers the cities and specializations the builders have', () => {
    renderAt();
    // A <search> landmark (jsdom's role table does not know the element yet; browsers do).
    const bar = document.querySelector<HTMLElement>('search[aria-label="Filter builders"]') as HTMLElement;
    const search = within(bar).getByRole('searchbox', {
      name: 'Search builders by name, description or city',
    });
    expect(search.getAttribute('placeholder')).toBe('Search builders...');
    for (const name of ['Founded from', 'Founded to', 'Min. projects', 'Max. projects']) {
      const input = within(bar).getByRole('textbox', { name });
      expect(input.getAttribute('inputmode')).toBe('numeric');
      // The label comes first: above the field.
      const label = bar.querySelector(`label[for="${input.id}"]`);
      expect(label?.compareDocumentPosition(input)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    const city = within(bar).getByRole('combobox', { name: 'City' });
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All cities', 'Nashik', 'Pune']);
    const specialization = within(bar).getByRole('combobox', { name: 'Specialization' });
    // One 'Villas', however it is spelt.
    expect(
      within(specialization)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All specializations', 'Plotted Development', 'Villas']);
  });

  it('sends the search on Enter and keeps it in the address, replacing nothing else', async () => {
    const { user, address } = renderAt('/developers?city=Pune');
    await user.type(screen.getByRole('searchbox'), '  godrej {Enter}');
    expect(address()).toBe('?search=godrej&city=Pune');
  });

  it('sends a typed search by itself after a pause', async () => {
    const { user, address } = renderAt();
    await user.type(screen.getByRole('searchbox'), 'lodha');
    expect(address()).toBe('');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(address()).toBe('?search=lodha');
  });

  it('puts a chosen city and specialization in the address, from the keyboard, back to page 1', async () => {
    const { user, address } = renderAt('/developers?page=2');
    const city = screen.getByRole('combobox', { name: 'City' });
    city.focus();
    await user.selectOptions(city, 'Nashik');
    expect(address()).toBe('?city=Nashik');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Specialization' }), 'Villas');
    expect(address()).toBe('?city=Nashik&specialization=Villas');
    // A link's lower-case value selects the builders' spelling.
    cleanup();
    renderAt('/developers?city=nashik');
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe('Nashik');
  });

  it('takes digits only in the number fields and sends them on Enter', async () => {
    const { user, address } = renderAt();
    const from = screen.getByRole('textbox', { name: 'Founded from' });
    await user.type(from, '19a9x5');
    expect((from as HTMLInputElement).value).toBe('1995');
    await user.keyboard('{Enter}');
    expect(address()).toBe('?minYear=1995');
    // Four digits at most for a year.
    await user.type(screen.getByRole('textbox', { name: 'Founded to' }), '202467');
    expect((screen.getByRole('textbox', { name: 'Founded to' }) as HTMLInputElement).value).toBe('2024');
    await user.tab();
    expect(address()).toBe('?minYear=1995&maxYear=2024');
  });

  it('folds the fields behind a Filters button that says how many are active', async () => {
    const { user } = renderAt('/developers?city=Pune&minProjects=10&search=x');
    const toggle = screen.getByRole('button', { name: 'Filters, 2 active' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.contains(screen.getByRole('combobox', { name: 'City' }))).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hasAttribute('data-open')).toBe(false);
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hasAttribute('data-open')).toBe(true);
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows each filter in force as a tag whose removal updates the address and keeps the focus', async () => {
    const { user, address } = renderAt('/developers?search=godrej&city=Pune&state=Goa');
    const tags = screen.getByRole('list', { name: 'Filters in use' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Search: godrej', 'City: Pune', 'State: Goa']);
    screen.getByRole('button', { name: 'Remove City: Pune' }).focus();
    await user.keyboard('{Enter}');
    expect(address()).toBe('?search=godrej&state=Goa');
    // The tag that took its place has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove State: Goa' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Search: godrej' }));
    await user.keyboard('{Enter}');
    expect(address()).toBe('');
    expect(screen.queryByRole('list', { name: 'Filters in use' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
  });

  it('clears every filter with Clear all and goes back to the search box', async () => {
    const { user, address } = renderAt('/developers?search=x&city=Pune&maxYear=2000&page=2');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(address()).toBe('');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
  });
});
