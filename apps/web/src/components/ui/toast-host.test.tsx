import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../../lib/notify';
import ToastHost from './toast-host';

afterEach(cleanup);

describe('the toast host', () => {
  it('shows a notice given before it was mounted, in a polite live region', async () => {
    notify('Added to favorites', 'success');
    render(<ToastHost />);
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(region.textContent).toContain('Added to favorites'));
  });

  it('replaces the notice on screen with a new one at once (no queue)', async () => {
    render(<ToastHost />);
    const region = await screen.findByRole('region', { name: 'Notifications' });
    act(() => notify('Contact request updated', 'success'));
    await waitFor(() => expect(screen.getByText('Contact request updated')).toBeTruthy());
    act(() => notify('Failed to update the status', 'error'));
    // An error is announced assertively too (a hidden role="alert" copy), hence 'all'.
    await waitFor(() => expect(screen.getAllByText('Failed to update the status').length).toBeGreaterThan(0));
    // The older one is out of the way at once: marked limited (hidden, inert), or gone.
    const older = screen.queryByText('Contact request updated')?.closest('[data-limited], [inert]');
    const stillShown = screen.queryByText('Contact request updated');
    expect(stillShown === null || older !== null).toBe(true);
    expect(screen.getAllByText('Failed to update the status').some((el) => region.contains(el))).toBe(true);
  });

  it('closes a replaced notice for good: closing the newer one does not bring the older back', async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    await screen.findByRole('region', { name: 'Notifications' });
    act(() => notify('Added to favorites', 'success'));
    await screen.findByText('Added to favorites');
    act(() => notify('Removed from favorites', 'success'));
    await screen.findByText('Removed from favorites');
    await waitFor(() => expect(screen.queryByText('Added to favorites')).toBeNull());
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Removed from favorites')).toBeNull());
    // Nothing comes back in its place.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Added to favorites')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is reached by keyboard, and its Close button (hidden from the announcement) then closes it', async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    await screen.findByRole('region', { name: 'Notifications' });
    act(() => notify('Saved', 'info'));
    await screen.findByText('Saved');
    // Not read out with the message, while the toast is not in use.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Saved' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });
});
