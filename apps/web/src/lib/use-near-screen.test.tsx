import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen';

function Probe({ margin = '300px 0px' }: { margin?: string }) {
  const [ref, isNear] = useNearScreen<HTMLDivElement>(margin);
  return <div ref={ref}>{isNear ? 'loaded' : 'waiting'}</div>;
}

type TCallback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would on scroll. */
function fakeObserver() {
  const seen: { callback: TCallback; margin: string | undefined; disconnected: boolean }[] = [];
  class FakeObserver {
    private entry: (typeof seen)[number];
    constructor(callback: TCallback, options?: { rootMargin?: string }) {
      this.entry = { callback, margin: options?.rootMargin, disconnected: false };
      seen.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return seen;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearScreen', () => {
  it('draws the waiting state on the server, as the first render in the browser does', () => {
    expect(renderToString(<Probe />)).toContain('waiting');
  });

  it('turns true when the element nears the screen, and then stops watching', () => {
    const observers = fakeObserver();
    render(<Probe margin="100% 0px" />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(observers[0]?.margin).toBe('100% 0px');
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('loads at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('loaded')).toBeTruthy();
  });
});
