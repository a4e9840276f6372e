import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button';
import { IconButton } from './icon-button';

afterEach(cleanup);

describe('Button', () => {
  it('does not submit a form unless it is a submit button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Preview</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy is disabled, says so and shows its busy label', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Saving..." onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('as a link, is a real link to its route', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/add-property" variant="primary">
          Post Your Property
        </ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Post Your Property' }).getAttribute('href')).toBe(
      '/add-property',
    );
  });

  it('an icon button is named by its label, not by its icon', () => {
    render(<IconButton label="Open menu" icon={<svg aria-hidden="true" />} />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });
});
