import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowMenu } from '../data-table/row-menu';

afterEach(cleanup);

function renderMenu(onVerify = vi.fn(), onDelete = vi.fn()) {
  render(
    <MemoryRouter>
      <RowMenu
        label="Actions for Priya Kulkarni"
        items={[
          { label: 'Edit', to: '/admin/users/1/edit' },
          { label: 'Verify Agent', onSelect: onVerify },
          { label: 'Delete', onSelect: onDelete, isDestructive: true },
        ]}
      />
    </MemoryRouter>,
  );
  return { onVerify, onDelete };
}

describe('Menu (a row menu)', () => {
  it('is a menu button: named after the row, it opens on Enter with the first item focused', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Actions for Priya Kulkarni' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' })));
    expect(menu.contains(document.activeElement)).toBe(true);
  });

  it('arrows move between items, Enter runs one and focus returns to the button', async () => {
    const user = userEvent.setup();
    const { onVerify } = renderMenu();
    const button = screen.getByRole('button', { name: 'Actions for Priya Kulkarni' });
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' })));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Verify Agent' }));
    await user.keyboard('{Enter}');
    expect(onVerify).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('Escape closes it without running anything; a route item is a link', async () => {
    const user = userEvent.setup();
    const { onVerify, onDelete } = renderMenu();
    const button = screen.getByRole('button', { name: 'Actions for Priya Kulkarni' });
    await user.click(button);
    await screen.findByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Edit' }).getAttribute('href')).toBe('/admin/users/1/edit');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onVerify).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
