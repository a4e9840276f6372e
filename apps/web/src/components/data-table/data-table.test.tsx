import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA } from '../ui/media';
import { DataTable, type TDataColumn } from './data-table';
import { RowMenu } from './row-menu';

type TUser = { id: string; name: string; email: string; role: string };
const USERS: TUser[] = [
  { id: '1', name: 'Priya Kulkarni', email: 'priya@nivaas.in', role: 'Agent' },
  { id: '2', name: 'Rahul Mehta', email: 'rahul@nivaas.in', role: 'Buyer' },
];
const COLUMNS: TDataColumn<TUser>[] = [
  { id: 'name', header: 'Name', render: (u) => u.name },
  { id: 'email', header: 'Email', render: (u) => u.email },
  { id: 'role', header: 'Role', render: (u) => u.role },
];

/** jsdom has no media queries: this window is a phone, or wider. */
function setViewport(isPhone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === MEDIA.phone ? isPhone : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

function renderTable(props: Partial<Parameters<typeof DataTable<TUser>>[0]> = {}) {
  return render(
    <MemoryRouter>
      <DataTable
        label="Users"
        columns={COLUMNS}
        rows={USERS}
        getRowKey={(u) => u.id}
        renderActions={(u) => (
          <RowMenu label={`Actions for ${u.name}`} items={[{ label: 'Edit', to: `/u/${u.id}` }]} />
        )}
        empty={<p>No users found</p>}
        {...props}
      />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('DataTable', () => {
  it('on a wide screen is a named table with column headers and the row menu in the last column', () => {
    setViewport(false);
    renderTable();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Actions']);
    const row = within(table).getByRole('row', { name: /Priya Kulkarni/ });
    const cells = within(row).getAllByRole('cell');
    expect(
      within(cells.at(-1) as HTMLElement).getByRole('button', { name: 'Actions for Priya Kulkarni' }),
    ).toBeTruthy();
  });

  it('on a phone is a list of cards with the same labels', () => {
    setViewport(true);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Email').tagName).toBe('DT');
    expect(within(first).getByText('priya@nivaas.in').tagName).toBe('DD');
    expect(within(first).getByRole('button', { name: 'Actions for Priya Kulkarni' })).toBeTruthy();
  });

  it('says it is busy while loading and shows the empty state when there are no rows', () => {
    setViewport(false);
    const { rerender } = renderTable({ isLoading: true, rows: [] });
    expect(screen.getByRole('table', { name: 'Users' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('No users found')).toBeNull();
    rerender(
      <MemoryRouter>
        <DataTable
          label="Users"
          columns={COLUMNS}
          rows={[]}
          getRowKey={(u) => u.id}
          empty={<p>No users found</p>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('No users found')).toBeTruthy();
  });

  it('pages: rows per page, the range shown, previous and next', async () => {
    setViewport(false);
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    renderTable({
      pagination: {
        page: 0,
        pageSize: 10,
        total: 57,
        pageSizes: [10, 25, 50],
        onPageChange,
        onPageSizeChange,
      },
    });
    expect(screen.getByText('1–10 of 57')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Go to previous page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });
});
