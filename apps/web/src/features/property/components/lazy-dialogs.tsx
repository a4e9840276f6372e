import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react';
import { LoadingVeil } from '../../../components/ui/loading-veil';

type TDialogs = typeof import('./detail-dialogs');

/** Fetches the MUI-built dialogs (see detail-dialogs.tsx); a repeated call reuses the same import. */
export const loadDetailDialogs = () => import('./detail-dialogs');

const ContactDialog = lazy(() => loadDetailDialogs().then((m) => ({ default: m.ScopedContactDialog })));
const GalleryLightbox = lazy(() => loadDetailDialogs().then((m) => ({ default: m.ScopedGalleryLightbox })));
const DeletePropertyDialog = lazy(() =>
  loadDetailDialogs().then((m) => ({ default: m.ScopedDeletePropertyDialog })),
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
 * A dialog whose code arrives on first use: nothing until it is `wanted` or open, then a visible
 * loading state while it is open and its code is still on the way. It stays mounted afterwards,
 * so it closes with its own transition and gives focus back to its opener.
 */
function Deferred({ wanted, open, children }: { wanted: boolean; open: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!wanted && !open && !used) return null;
  return <Suspense fallback={open ? <LoadingVeil /> : null}>{children}</Suspense>;
}

type TWanted = { wanted: boolean };

export function LazyContactDialog({
  wanted,
  ...props
}: TWanted & ComponentProps<TDialogs['ScopedContactDialog']>) {
  return (
    <Deferred wanted={wanted} open={props.open}>
      <ContactDialog {...props} />
    </Deferred>
  );
}

export function LazyGalleryLightbox({
  wanted,
  ...props
}: TWanted & ComponentProps<TDialogs['ScopedGalleryLightbox']>) {
  return (
    <Deferred wanted={wanted} open={props.open}>
      <GalleryLightbox {...props} />
    </Deferred>
  );
}

export function LazyDeletePropertyDialog({
  wanted,
  ...props
}: TWanted & ComponentProps<TDialogs['ScopedDeletePropertyDialog']>) {
  return (
    <Deferred wanted={wanted} open={props.open}>
      <DeletePropertyDialog {...props} />
    </Deferred>
  );
}
