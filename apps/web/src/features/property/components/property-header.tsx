import type { TProperty } from '@nivaas/shared/property';
import { type FocusEventHandler, type PointerEventHandler, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CompareToggle } from '../../../components/compare-toggle/compare-toggle';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { Breadcrumbs, type TCrumb } from '../../../components/ui/breadcrumbs';
import { buttonClass } from '../../../components/ui/button-class';
import { paths } from '../../../config/paths';
import { STATUS_BADGE_COLORS } from '../../../config/spec-colors';
import { notify } from '../../../lib/notify';
import { FALLBACK, fullAddress } from '../lib/property-display';
import { LINK_COPIED, LINK_COPY_FAILED, shareLink } from '../lib/share';
import { DetailIcon } from './detail-icon';
import styles from './property-header.module.css';

type TWarmProps = { onPointerEnter?: PointerEventHandler; onFocus?: FocusEventHandler };

const actionClass = (danger = false) =>
  buttonClass({ variant: 'secondary', className: `${styles.action} ${danger ? styles.danger : ''}` });

/** Title, address, agent, share and favourite; Edit and Delete for the listing's agent or an admin. */
export function PropertyHeader({
  property,
  title,
  canManage,
  onDelete,
  deleteProps,
}: {
  property: TProperty;
  title: string;
  canManage: boolean;
  onDelete: () => void;
  /** Handlers for the Delete button (they start loading its dialog). */
  deleteProps?: TWarmProps;
}) {
  const [isSharing, setIsSharing] = useState(false);
  const city = property.address?.city?.trim();
  const agentName = property.agent?.name?.trim() || FALLBACK.seller;
  const crumbs: TCrumb[] = [
    { label: 'Home', to: paths.home },
    { label: 'Properties', to: paths.properties },
    ...(city ? [{ label: city, to: `${paths.properties}?city=${encodeURIComponent(city)}` }] : []),
    { label: title },
  ];

  const onShare = async () => {
    setIsSharing(true);
    try {
      const outcome = await shareLink({ title, text: `${title} on Nivaas`, url: window.location.href });
      if (outcome === 'copied') notify(LINK_COPIED, 'success');
      else if (outcome === 'failed') notify(LINK_COPY_FAILED, 'error');
    } finally {
      setIsSharing(false);
    }
  };

  return (
    <header className={styles.header}>
      <Breadcrumbs items={crumbs} className={styles.crumbs} />

      <div className={styles.row}>
        <div className={styles.text}>
          <div className={styles.badges}>
            <span
              className={styles.badge}
              style={{
                backgroundColor:
                  property.status === 'For Sale' ? STATUS_BADGE_COLORS.forSale : STATUS_BADGE_COLORS.other,
                color: STATUS_BADGE_COLORS.text,
              }}
            >
              {property.status}
            </span>
            {property.featured && <span className={`${styles.badge} ${styles.featured}`}>Featured</span>}
          </div>
          <h1 className={styles.title}>{title}</h1>
          <p className={`${styles.line} ${styles.address}`}>
            <DetailIcon name="place" size={20} className={styles.placeIcon} />
            <span>{fullAddress(property.address)}</span>
          </p>
          <p className={`${styles.line} ${styles.agent}`}>
            <DetailIcon name="person" size={20} />
            <span>
              Listed by <span className={styles.agentName}>{agentName}</span>
              {property.agent?.company ? `, ${property.agent.company}` : ''}
            </span>
          </p>
        </div>

        <div className={styles.actions}>
          <button type="button" className={actionClass()} onClick={onShare} disabled={isSharing}>
            <DetailIcon name="share" size={20} className={styles.startIcon} />
            Share
          </button>
          <FavoriteButton propertyId={property._id} property={property} checkStatus variant="outlined" />
          <CompareToggle
            variant="toolbar"
            item={{
              id: property._id,
              title,
              image: property.images[0]?.variants?.small || property.images[0]?.url,
            }}
          />
          {canManage && (
            <>
              <RouterLink to={paths.editProperty(property._id)} className={actionClass()}>
                <DetailIcon name="edit" size={20} className={styles.startIcon} />
                Edit
              </RouterLink>
              <button type="button" className={actionClass(true)} onClick={onDelete} {...deleteProps}>
                <DetailIcon name="delete" size={20} className={styles.startIcon} />
                Delete
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
