import { useLingui } from '@lingui/react/macro';
import Flag from 'lucide-react/icons/flag';
import { useState } from 'react';
import { useWarmUp } from '../../../components/deferred';
import { LazyReportListingDialog } from './lazy-dialogs';
import styles from './report-listing.module.css';

/** 'Report this listing' under the listing's details, and the dialog it opens (loaded on first use). */
export function ReportListing({ propertyId, title }: { propertyId: string; title: string }) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [isWanted, warm] = useWarmUp();
  return (
    <div className={styles.root}>
      <button type="button" className={styles.link} onClick={() => setOpen(true)} {...warm}>
        <Flag size={16} aria-hidden="true" />
        {t`Report this listing`}
      </button>
      <LazyReportListingDialog
        isWanted={isWanted}
        open={isOpen}
        onClose={() => setOpen(false)}
        propertyId={propertyId}
        title={title}
      />
    </div>
  );
}
