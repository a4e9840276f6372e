import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { ConfirmDialog as TConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingVeil } from '../../../components/ui/loading-veil';

// The dialog (Base UI) is not on the page's first download: it comes when its opener is near use.
const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * Whether a dialog is about to be wanted: a pointer over, or focus on, its opener. Spread the
 * returned handlers on the opener; its dialog's code then starts to arrive before the click.
 */
export function useWarmUp() {
  const [wanted, setWanted] = useState(false);
  const warm = () => setWanted(true);
  return [wanted, { onPointerEnter: warm, onFocus: warm }] as const;
}

/**
 * The confirm dialog, its code fetched on first use: nothing until it is `wanted` or open, then a
 * visible loading state while it is open and its code is on the way. Once used it stays mounted,
 * so it closes with its own transition and gives focus back to its opener.
 */
export function LazyConfirmDialog({
  wanted,
  ...props
}: { wanted: boolean } & ComponentProps<typeof TConfirmDialog>) {
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);
  if (!wanted && !props.open && !used) return null;
  return (
    <Suspense fallback={props.open ? <LoadingVeil /> : null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
