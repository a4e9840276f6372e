import { type ComponentType, use } from 'react';

/** Every lazy part made so far: the server loads them all before it draws (`loadLazyParts`). */
const registry = new Set<() => Promise<unknown>>();

/**
 * A component whose code is not part of its page's first download: the browser fetches it when it
 * is first drawn (it suspends until then: under `HydrateWhenNear`, React keeps the server's HTML of
 * it meanwhile); the server loads every lazy part before it draws a page (`loadLazyParts`), so the
 * server's HTML holds it whole. Unlike `React.lazy`, a part already loaded draws at once, with no
 * extra suspense, on both sides. A failed fetch is tried again on the next draw.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        Loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  registry.add(preload);
  function LazyPart(props: P) {
    const Component = Loaded ?? use(preload());
    return <Component {...props} />;
  }
  return LazyPart;
}

/** Loads the code of every lazy part made so far (the server, before it draws a page). */
export function loadLazyParts(): Promise<unknown> {
  return Promise.all([...registry].map((preload) => preload()));
}
