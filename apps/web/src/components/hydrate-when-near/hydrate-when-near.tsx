import { type ReactNode, Suspense, use, useEffect, useId, useRef, useState } from 'react';

type TGate = { promise: Promise<void>; open: () => void };

function createGate(): TGate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Waits (suspends) until the gate opens; React keeps the server's HTML on screen meanwhile. */
function Gate({ gate, children }: { gate: TGate | null; children: ReactNode }) {
  if (gate) use(gate.promise);
  return children;
}

const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * A part of a server-drawn page that comes to life (hydrates) only as it nears the screen, or is
 * touched or tabbed into: until then the server's HTML stays as it is, readable, its links working
 * as plain links. A slow phone then spends its first seconds on what it shows first, not on
 * sections below the fold. Drawn anew (a navigation inside the app), the part renders at once.
 *
 * The gate opens without a render of this wrapper: a dehydrated part whose parent re-renders
 * before it has hydrated is drawn again from scratch, throwing the server's HTML away.
 */
export function HydrateWhenNear({
  children,
  rootMargin = '200px',
}: {
  children: ReactNode;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  // Hydrating: the server's HTML of this very wrapper is in the document as it renders (found by
  // its id, the same on both sides). Kept by the wrapper, which hydrates at once.
  const [gate] = useState<TGate | null>(() =>
    typeof document !== 'undefined' && document.querySelector(`[data-hydrate-when-near="${id}"]`)
      ? createGate()
      : null,
  );
  // An update reaching the part (the page drawn again by a navigation, say) hydrates it first: a
  // navigation is a transition, which would otherwise wait for the gate and never be shown.
  // Opening is idempotent, so doing it during the render is safe.
  const committed = useRef(false);
  if (committed.current) gate?.open();
  useEffect(() => {
    committed.current = true;
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!gate || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const open = () => gate.open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) open();
      },
      { rootMargin },
    );
    observer.observe(el);
    // On the document, in the capture phase: before React's own listener, which stops an event
    // aimed at a part not hydrated yet (the click that follows the touch then finds it alive).
    const onIntent = (e: Event) => {
      if (e.target instanceof Node && el.contains(e.target)) open();
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true });
    return () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [gate, rootMargin]);
  return (
    <div ref={ref} data-hydrate-when-near={id}>
      <Suspense fallback={null}>
        <Gate gate={gate}>{children}</Gate>
      </Suspense>
    </div>
  );
}
