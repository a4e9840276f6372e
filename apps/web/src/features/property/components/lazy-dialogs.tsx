import { lazyDialog } from '../../../components/deferred';

/*
 * The detail page's dialogs: their code (and Base UI's dialog) arrives on first use, or when a
 * pointer over or focus on an opener shows the intent (useWarmUp from components/deferred).
 */
// Its Hindi is in the forms' part of the catalog, fetched with its code.
export const LazyContactDialog = lazyDialog(
  () => import('./contact-dialog').then((m) => m.ContactDialog),
  'forms',
);
export const LazyGalleryLightbox = lazyDialog(() =>
  import('./gallery-lightbox').then((m) => m.GalleryLightbox),
);
export const LazyDeletePropertyDialog = lazyDialog(() =>
  import('./delete-property-dialog').then((m) => m.DeletePropertyDialog),
);
export const LazyReportListingDialog = lazyDialog(() =>
  import('./report-listing-dialog').then((m) => m.ReportListingDialog),
);
