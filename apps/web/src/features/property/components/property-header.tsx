import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TProperty } from '@nivaas/shared/property';
import { type FocusEventHandler, type PointerEventHandler, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CompareToggle } from '../../../components/compare-toggle/compare-toggle';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { Breadcrumbs, type TCrumb } from '../../../components/ui/breadcrumbs';
import { buttonClass } from '../../../components/ui/button-class';
import { paths } from '../../../config/paths';
import { STATUS_BADGE_COLORS } from '../../../config/spec-colors';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { notify } from '../../../lib/notify';
import { richText } from '../../../lib/i18n/rich-text';
import { useDetailWords } from '../lib/detail-words';
import { FALLBACK_TEXT, fullAddress } from '../lib/property-display';
import { shareLink } from '../lib/share';
import { DetailIcon } from './detail-icon';
import styles from './property-header.module.css';

type TWarmProps = { onPointerEnter?: PointerEventHandler; onFocus?: FocusEventHandler };

/** The share outcomes (lib/share.ts's English), in the page's language. */
const LINK_COPIED = msg`Link copied to clipboard!`;
const LINK_COPY_FAILED = msg`Could not copy the link. Please copy it from the address bar.`;

const actionClass = (danger = false) =>
  buttonClass({ variant: 'secondary', className: `${styles.action} ${danger ? styles.danger : ''}` });

/** Title, address, agent, share and favourite; Edit and Delete for the listing's agent or an admin. */
export function PropertyHeader({
  property,
  title,
  titleLang,
  canManage,
  onDelete,
  deleteProps,
}: {
  property: TProperty;
  title: string;
  /** The title's language when it is not the page's (an English title on a Hindi page). */
  titleLang?: string;
  canManage: boolean;
  onDelete: () => void;
  /** Handlers for the Delete button (they start loading its dialog). */
  deleteProps?: TWarmProps;
}) {
  const [isSharing, setIsSharing] = useState(false);
  const { t, i18n } = useLingui();
  const w = useDetailWords();
  const localized = useLocalizedPath();
  const city = property.address?.city?.trim();
  const agentName = property.agent?.name?.trim() || i18n._(FALLBACK_TEXT.seller);
  const company = property.agent?.company;
  const crumbs: TCrumb[] = [
    { label: t`Home`, to: localized(paths.home) },
    { label: t`Properties`, to: localized(paths.properties) },
    ...(city ? [{ label: city, to: localized(`${paths.properties}?city=${encodeURIComponent(city)}`) }] : []),
    { label: title },
  ];

  const onShare = async () => {
    setIsSharing(true);
    try {
      const outcome = await shareLink({ title, text: t`${title} on Nivaas`, url: window.location.href });
      if (outcome === 'copied') notify(i18n._(LINK_COPIED), 'success');
      else if (outcome === 'failed') notify(i18n._(LINK_COPY_FAILED), 'error');
    } finally {
      setIsSharing(false);
    }
  };

  return (
    <header className={styles.header}>
      <Breadcrumbs items={crumbs} className={styles.crumbs} label={t`Breadcrumb`} />

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
              {w.status(property.status)}
            </span>
            {property.featured && <span className={`${styles.badge} ${styles.featured}`}>{t`Featured`}</span>}
          </div>
          <h1 className={styles.title} lang={titleLang}>
            {title}
          </h1>
          <p className={`${styles.line} ${styles.address}`}>
            <DetailIcon name="place" size={20} className={styles.placeIcon} />
            <span>{fullAddress(property.address, w)}</span>
          </p>
          <p className={`${styles.line} ${styles.agent}`}>
            <DetailIcon name="person" size={20} />
            <span>
              {company
                ? richText(i18n, msg`Listed by {name}, {company}`, {
                    name: <span className={styles.agentName}>{agentName}</span>,
                    company,
                  })
                : richText(i18n, msg`Listed by {name}`, {
                    name: <span className={styles.agentName}>{agentName}</span>,
                  })}
            </span>
          </p>
        </div>

        <div className={styles.actions}>
          <button type="button" className={actionClass()} onClick={onShare} disabled={isSharing}>
            <DetailIcon name="share" size={20} className={styles.startIcon} />
            {t`Share`}
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
                {t`Edit`}
              </RouterLink>
              <button type="button" className={actionClass(true)} onClick={onDelete} {...deleteProps}>
                <DetailIcon name="delete" size={20} className={styles.startIcon} />
                {t`Delete`}
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
