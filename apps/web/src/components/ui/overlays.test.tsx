import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { Drawer } from './drawer';
import { Tooltip } from './tooltip';

afterEach(cleanup);

describe('Drawer', () => {
  function Panel() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>ACCOUNT</Button>
        <Drawer open={open} onClose={() => setOpen(false)} title="Account" closeLabel="Close account panel">
          <a href="/profile">Profile</a>
        </Drawer>
      </>
    );
  }

  it('is a dialog named by its title; Escape closes it and focus returns to its opener', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    const opener = screen.getByRole('button', { name: 'ACCOUNT' });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Account' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(screen.getByRole('button', { name: 'ACCOUNT' }));
    await user.click(await screen.findByRole('button', { name: 'Close account panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Tooltip', () => {
  it('shows on keyboard focus, leaves its trigger’s name as it is, and Escape hides it', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Verified by Nivaas">
        <button type="button">Verified</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Verified' });
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    expect(await screen.findByText('Verified by Nivaas')).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('Verified by Nivaas')).toBeNull());
    expect(screen.getByRole('button', { name: 'Verified' })).toBe(trigger);
  });
});
