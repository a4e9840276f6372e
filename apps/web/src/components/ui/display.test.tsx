import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';
import { Avatar, initials } from './avatar';
import { BackToTop } from './back-to-top';
import { Badge, Chip } from './badge';
import { Breadcrumbs } from './breadcrumbs';
import { PageSpinner } from './loading-veil';
import { Pagination } from './pagination';
import { Skeleton } from './skeleton';

afterEach(cleanup);

describe('Alert', () => {
  it('announces an error at once and other messages politely; its close button is named', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <>
        <Alert severity="error" onClose={onClose}>
          Failed to load users
        </Alert>
        <Alert severity="success" title="Saved">
          Your changes are live.
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to load users');
    expect(screen.getByRole('status').textContent).toBe('SavedYour changes are live.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Badge and Chip', () => {
  it('a badge is text; a toggle chip says whether it is on; a removable chip names its remove button', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    function Chips() {
      const [on, setOn] = useState(false);
      return (
        <>
          <Badge tone="success">Verified</Badge>
          <Chip kind="toggle" isPressed={on} onClick={() => setOn(!on)}>
            Parking
          </Chip>
          <Chip kind="removable" removeLabel="Remove Pune" onRemove={onRemove}>
            Pune
          </Chip>
        </>
      );
    }
    render(<Chips />);
    expect(screen.getByText('Verified')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Parking' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Remove Pune' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('a secondary badge (the agent role, Featured) is saffron with dark text', () => {
    render(<Badge tone="secondary">Agent</Badge>);
    expect(screen.getByText('Agent').className).toMatch(/secondary/);
    const css = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'badge.module.css'),
      'utf8',
    );
    const rule = /\.secondary,[^{]*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain('background: var(--nv-secondary)');
    expect(rule).toContain('color: var(--nv-on-secondary)');
  });
});

describe('Breadcrumbs', () => {
  it('is a navigation landmark whose last crumb is the current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs
          items={[
            { label: 'Home', to: '/' },
            { label: 'Properties', to: '/properties' },
            { label: 'Flat 407' },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByText('Flat 407').getAttribute('aria-current')).toBe('page');
  });
});

describe('Pagination', () => {
  it('marks the current page, says where each button goes, and disables previous on page 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={1} pageCount={9} onChange={onChange} />);
    // Phone and desktop lists are both drawn (CSS shows one); jsdom has no CSS, so take the first.
    const [nav] = screen.getAllByRole('navigation', { name: 'Pages' });
    const current = nav?.querySelector('[aria-current="page"]');
    expect(current?.getAttribute('aria-label')).toBe('page 1');
    expect(
      (screen.getAllByRole('button', { name: 'Go to previous page' })[0] as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getAllByRole('button', { name: 'Go to page 2' })[0] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(2);
    await user.click(screen.getAllByRole('button', { name: 'Go to next page' })[0] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('draws nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onChange={() => {}} />);
    expect(container.textContent).toBe('');
  });
});

describe('Skeleton, spinner and avatar', () => {
  it('a skeleton is hidden from screen readers; a page spinner says it is loading', () => {
    render(
      <>
        <Skeleton width="60%" />
        <PageSpinner label="Loading properties…" />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading properties…');
    expect(document.querySelector('[aria-hidden="true"][style*="60%"]')).toBeTruthy();
  });

  it('an avatar shows initials when there is no photo', () => {
    expect(initials('Priya Kulkarni')).toBe('PK');
    expect(initials('  madhu ')).toBe('M');
    render(<Avatar name="Nisha Bose" />);
    expect(screen.getByText('NB').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('BackToTop', () => {
  it('appears after 300 px of scrolling and takes the page back to the top', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });
});
