import { type ComponentType, type JSX, lazy, type ReactNode, Suspense, useState } from 'react';
import { loadCatalogPart, type TCatalogPart } from '../lib/i18n/i18n';
import { useLingui } from '../lib/i18n/runtime';
import { LoadingVeil } from './ui/loading-veil';

/**
 * Whether a part is about to be wanted: a pointer over, or focus on, what opens it. Spread the
 * handlers on the opener, and the part's code starts to arrive before the click.
 */
export function useWarmUp() {
  const [isWanted, setWanted] = useState(false);
  const warm = () => setWanted(true);
  return [isWanted, { onPointerEnter: warm, onFocus: warm }] as const;
}

/**
 * A part whose code arrives on first use (a dialog made with `lazy`; README rule 5): nothing is
 * drawn, and nothing fetched, until it is wanted or open; while it is open and its code is still
 * on the way, the loading veil shows. Once used it stays mounted, so it closes with its own
 * transition and gives focus back to its opener. The first render is the same on the server and
 * in the browser: nothing.
 */
export function Deferred({
  isOpen,
  isWanted = false,
  children,
}: {
  isOpen: boolean;
  isWanted?: boolean;
  children: ReactNode;
}) {
  const [isUsed, setUsed] = useState(false);
  if (isOpen && !isUsed) setUsed(true);
  if (!isWanted && !isOpen && !isUsed) return null;
  return <Suspense fallback={isOpen ? <LoadingVeil /> : null}>{children}</Suspense>;
}

/**
 * A dialog whose code arrives on first use: `lazyDialog(() => import('./x').then((m) => m.XDialog))`
 * gives a component with the dialog's props and `isWanted` (from useWarmUp on its opener). With
 * `part`, the page language's catalog part holding the dialog's messages is fetched beside its code
 * (the dialog waits for it with useCatalogPart: no English first on a Hindi page).
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
  part?: TCatalogPart,
) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog({ isWanted = false, ...props }: P & { isWanted?: boolean }) {
    const { i18n } = useLingui();
    // Fetched once and shared (lib/i18n/i18n.ts); English fetches nothing.
    if (part && (isWanted || props.open)) void loadCatalogPart(i18n.locale === 'hi' ? 'hi' : 'en', part);
    return (
      <Deferred isOpen={props.open} isWanted={isWanted}>
        <Dialog {...(props as unknown as P & JSX.IntrinsicAttributes)} />
      </Deferred>
    );
  };
}
