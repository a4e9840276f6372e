import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { calendarDaysSince } from '@nivaas/shared/format-date';
import { formatPrice } from '@nivaas/shared/format-price';
import { ENGLISH_PRICE_DROP_TEXT } from '@nivaas/shared/price-drop';
import type { TNotification } from '@nivaas/shared/saved-searches';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMarkNotificationsRead, useNotifications } from '../../features/saved-searches/api/saved-searches';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/http-client';
import { cardTextFor, useCatalogPart } from '../../lib/i18n/i18n';
import { useLingui as useTranslator } from '../../lib/i18n/runtime';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { Alert } from '../ui/alert';
import { Badge } from '../ui/badge';
import { Popover } from '../ui/popover';
import { Spinner } from '../ui/spinner';
import styles from './notifications-panel.module.css';

/** Cards shown of each alert here (its page shows them all). */
const CARDS_SHOWN = 3;
/** Calendar days in India, as formatDaysAgo counts them ('today', '1 day ago', '12 days ago'). */
const DAYS_AGO = msg({ message: '{days, plural, =0 {today} one {# day ago} other {# days ago}}' });

function NotificationItem({
  item,
  isNew,
  onOpen,
}: {
  item: TNotification;
  isNew: boolean;
  onOpen: () => void;
}) {
  const { t } = useLingui();
  const { i18n } = useTranslator();
  const locale = i18n.locale === 'hi' ? 'hi' : 'en';
  const localized = useLocalizedPath();
  const days = calendarDaysSince(item.createdAt);
  const total = item.total;
  // The card's own sentence ('कीमत 5% घटी'), loaded with the language's frame part.
  const priceDropText = cardTextFor(locale)?.priceDrop ?? ENGLISH_PRICE_DROP_TEXT;
  return (
    <li className={isNew ? `${styles.item} ${styles.new}` : styles.item}>
      <div className={styles.itemHead}>
        <RouterLink to={localized(item.link)} className={styles.title} onClick={onOpen}>
          {item.title}
        </RouterLink>
        {isNew && <Badge tone="primary">{t`New`}</Badge>}
      </div>
      <p className={styles.when}>{days === undefined ? null : i18n._(DAYS_AGO, { days })}</p>
      <ul className={styles.cards}>
        {item.items.slice(0, CARDS_SHOWN).map((card) => (
          <li key={card._id}>
            <RouterLink to={localized(paths.property(card._id))} className={styles.card} onClick={onOpen}>
              {card.image ? (
                <img src={card.image} alt="" className={styles.photo} loading="lazy" width={56} height={42} />
              ) : (
                <span className={styles.photo} />
              )}
              <span className={styles.cardText}>
                <span className={styles.price}>
                  {formatPrice(card.price, card.status, { locale })}
                  {card.dropPercent ? ` · ${priceDropText(String(card.dropPercent))}` : ''}
                </span>
                <span className={styles.cardTitle}>{card.title}</span>
                <span className={styles.place}>
                  {card.locality}, {card.city}
                </span>
              </span>
            </RouterLink>
          </li>
        ))}
      </ul>
      {item.total > CARDS_SHOWN && (
        <RouterLink to={localized(item.link)} className={styles.more} onClick={onOpen}>
          {t`See all ${total} listings`}
        </RouterLink>
      )}
    </li>
  );
}

/** The bell's list: the latest alerts, newest first; opening it marks them read. */
export default function NotificationsPanel({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  useCatalogPart('header-panels');
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  // Which were unread when the list was opened: they keep their 'New' mark while it stays open.
  const [unreadIds, setUnreadIds] = useState<Set<string> | null>(null);
  const isOpen = anchor !== null;
  const { refetch } = list;

  useEffect(() => {
    if (isOpen) void refetch();
    else setUnreadIds(null);
  }, [isOpen, refetch]);

  useEffect(() => {
    if (!isOpen || !list.data || list.isFetching || unreadIds) return;
    const unread = new Set(list.data.items.filter((n) => n.readAt === null).map((n) => n._id));
    setUnreadIds(unread);
    if (unread.size) markRead.mutate();
  }, [isOpen, list.data, list.isFetching, unreadIds, markRead]);

  return (
    <Popover anchor={anchor} onClose={onClose} label={t`Notifications`} width={380}>
      <div className={styles.body}>
        {list.isPending ? (
          <div className={styles.state}>
            <Spinner />
          </div>
        ) : list.isError ? (
          <Alert severity="error">{errorMessage(list.error, t`Could not load your notifications`)}</Alert>
        ) : list.data.items.length === 0 ? (
          <p className={styles.empty}>
            {t`No notifications yet. Save a search on the listing page to hear about new listings and price drops.`}
          </p>
        ) : (
          <ul className={styles.list}>
            {list.data.items.map((item) => (
              <NotificationItem
                key={item._id}
                item={item}
                isNew={unreadIds?.has(item._id) ?? item.readAt === null}
                onOpen={onClose}
              />
            ))}
          </ul>
        )}
        <RouterLink
          to={localized(`${paths.profile}#saved-searches`)}
          className={styles.manage}
          onClick={onClose}
        >
          {t`Manage saved searches`}
        </RouterLink>
      </div>
    </Popover>
  );
}
