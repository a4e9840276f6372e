import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Deferred, useWarmUp } from './deferred';

afterEach(cleanup);

/** A lazy part whose code arrives when the test says so. */
function lazyPart() {
  let arrive: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<{ default: (props: { isOpen: boolean }) => ReactNode }>((resolve) => {
        arrive = () => resolve({ default: ({ isOpen }) => <p>{isOpen ? 'Part open' : 'Part closed'}</p> });
      }),
  );
  return { Part: lazy(load), load, arrive: () => arrive() };
}

function Page({ Part }: { Part: ReturnType<typeof lazyPart>['Part'] }) {
  const [isOpen, setOpen] = useState(false);
  const [isWanted, warmUp] = useWarmUp();
  return (
    <>
      <button type="button" onClick={() => setOpen((open) => !open)} {...warmUp}>
        Toggle
      </button>
      <Deferred isOpen={isOpen} isWanted={isWanted}>
        <Part isOpen={isOpen} />
      </Deferred>
    </>
  );
}

describe('Deferred', () => {
  it('fetches nothing and draws nothing until its opener is pointed at', () => {
    const { Part, load } = lazyPart();
    const { container } = render(<Page Part={Part} />);
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Toggle');
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Toggle' }));
    expect(load).toHaveBeenCalledTimes(1);
    // Wanted but not open: still nothing on screen.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the loading veil while open and waiting, then the part; it stays after closing', async () => {
    const { Part, arrive } = lazyPart();
    render(<Page Part={Part} />);
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await act(async () => arrive());
    expect(await screen.findByText('Part open')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('Part closed')).toBeTruthy();
  });
});
