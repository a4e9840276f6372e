import { act, fireEvent, screen } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear } from './hydrate-when-near';

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN((x) => x + 1)}>
      Clicked {n}
    </button>
  );
}

function Page({ title = 'Above the fold' }: { title?: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <HydrateWhenNear>
        <Counter />
      </HydrateWhenNear>
    </main>
  );
}

/** An IntersectionObserver the test moves: `reveal()` brings every observed element near. */
let observers: Array<{ cb: IntersectionObserverCallback; els: Element[] }> = [];
function reveal() {
  for (const o of observers) {
    o.cb(
      o.els.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}

describe('HydrateWhenNear', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private entry: { cb: IntersectionObserverCallback; els: Element[] };
        constructor(cb: IntersectionObserverCallback) {
          this.entry = { cb, els: [] };
          observers.push(this.entry);
        }
        observe(el: Element) {
          this.entry.els.push(el);
        }
        disconnect() {
          this.entry.els = [];
        }
      },
    );
    container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    container.remove();
  });

  async function hydrate() {
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
  }

  it("keeps the server's HTML, lifeless, until the part nears the screen; then it works", async () => {
    const serverButton = screen.getByRole('button', { name: 'Clicked 0' });
    await hydrate();
    // Still the server's node: nothing was drawn again, and no handler is attached yet.
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeTruthy();

    await act(async () => reveal());
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBe(serverButton);
  });

  it('comes to life on a first touch, even far from the screen', async () => {
    await hydrate();
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    await act(async () => {
      fireEvent.pointerDown(button);
    });
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBe(button);
  });

  it('drawn anew (a navigation inside the app), it is alive at once', async () => {
    const fresh = document.createElement('div');
    document.body.appendChild(fresh);
    await act(async () => {
      createRoot(fresh).render(<Page />);
    });
    const buttons = screen.getAllByRole('button', { name: 'Clicked 0' });
    const button = buttons[buttons.length - 1] as HTMLElement;
    fireEvent.click(button);
    expect(fresh.textContent).toContain('Clicked 1');
    fresh.remove();
  });

  it('an update reaching the page (a navigation, in a transition) is shown, and hydrates the part first', async () => {
    const serverButton = screen.getByRole('button', { name: 'Clicked 0' });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    await act(async () => {
      startTransition(() => root?.render(<Page title="Another page" />));
    });
    expect(screen.getByRole('heading', { name: 'Another page' })).toBeTruthy();
    fireEvent.click(serverButton);
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBe(serverButton);
  });
});
