import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, loadLazyParts } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

const page = (Part: React.ComponentType<{ name: string }>) => (
  <main>
    <h1>Page</h1>
    <Suspense fallback={<p>Loading</p>}>
      <Part name="Asha" />
    </Suspense>
  </main>
);

describe('lazyPart', () => {
  const containers: HTMLElement[] = [];
  const mount = (html = '') => {
    const el = document.createElement('div');
    el.innerHTML = html;
    document.body.appendChild(el);
    containers.push(el);
    return el;
  };
  afterEach(() => {
    for (const el of containers.splice(0)) el.remove();
  });

  it('is drawn whole by the server once loadLazyParts has run (its code is not fetched before)', async () => {
    const load = vi.fn(async () => Greeting);
    const Part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();
    await loadLazyParts();
    expect(load).toHaveBeenCalledTimes(1);
    expect(renderToString(page(Part))).toContain('Hello, <!-- -->Asha');
  });

  it('hydrates the server HTML in place after its code arrives, without showing its fallback', async () => {
    let arrive: (c: typeof Greeting) => void = () => {};
    const Part = lazyPart(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    // The server's HTML: the part drawn whole (its markup is its component's).
    const container = mount(renderToString(page(Greeting)));
    const serverText = screen.getByText(/Hello/);
    await act(async () => {
      hydrateRoot(container, page(Part));
    });
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText(/Hello/)).toBe(serverText);
    await act(async () => arrive(Greeting));
    expect(screen.getByText('Hello, Asha')).toBe(serverText);
  });

  it('drawn by the browser, shows its fallback until its code arrives; a failed fetch is tried again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    await expect(loadLazyParts()).rejects.toThrow('offline');
    const container = mount();
    await act(async () => {
      createRoot(container).render(page(Part));
    });
    expect(await screen.findByText('Hello, Asha')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
