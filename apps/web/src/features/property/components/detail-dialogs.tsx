/*
 * The parts of the detail page that open only on a user's action and are built with MUI: the
 * contact dialog, the photo lightbox and the delete confirmation, each in MUI's theme. The page
 * itself loads without MUI; this module (and MUI with it) is fetched when one of them is wanted
 * (see lazy-dialogs.tsx).
 */
import type { ComponentProps } from 'react';
import { MuiScope } from '../../../app/mui-scope';
import { ContactDialog } from './contact-dialog';
import { DeletePropertyDialog } from './delete-property-dialog';
import { GalleryLightbox } from './gallery-lightbox';

export function ScopedContactDialog(props: ComponentProps<typeof ContactDialog>) {
  return (
    <MuiScope>
      <ContactDialog {...props} />
    </MuiScope>
  );
}

export function ScopedGalleryLightbox(props: ComponentProps<typeof GalleryLightbox>) {
  return (
    <MuiScope>
      <GalleryLightbox {...props} />
    </MuiScope>
  );
}

export function ScopedDeletePropertyDialog(props: ComponentProps<typeof DeletePropertyDialog>) {
  return (
    <MuiScope>
      <DeletePropertyDialog {...props} />
    </MuiScope>
  );
}
