import { useLingui } from '@lingui/react/macro';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Globe from 'lucide-react/icons/globe';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import type { TDeveloper } from '@nivaas/shared/developer';
import type { ComponentProps, ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { locationText, websiteLabel } from '../lib/developer-display';
import { DeveloperLogo } from './developer-logo';
import styles from './developer-header.module.css';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className={styles.line}>
      <span className={styles.lineIcon}>{icon}</span>
      {children}
    </p>
  );
}

/** Logo, name, location, founding year, website and project counts (admin spec §2.9). */
export function DeveloperHeader({
  developer,
  canManage,
  onContact,
  onDelete,
  deleteProps,
}: {
  developer: TDeveloper;
  canManage: boolean;
  onContact: () => void;
  onDelete: () => void;
  /** Spread on Delete Developer: its dialog's code starts to arrive before the click. */
  deleteProps?: Pick<ComponentProps<'button'>, 'onPointerEnter' | 'onFocus'>;
}) {
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  const counts = [
    { key: 'completed', label: t`Completed`, value: developer.completedProjects },
    { key: 'ongoing', label: t`Ongoing`, value: developer.ongoingProjects },
    { key: 'upcoming', label: t`Upcoming`, value: developer.upcomingProjects },
  ];
  const { name, foundedYear } = developer;
  const website = developer.website?.trim();
  return (
    <header className={styles.header}>
      <DeveloperLogo name={developer.name} logo={developer.logo} size="header" alt={t`${name} logo`} eager />
      <div className={styles.identity}>
        <h1 className={styles.name}>{developer.name}</h1>
        <Line icon={<MapPin size={18} />}>{locationText(developer.headquarters, i18n)}</Line>
        {foundedYear && <Line icon={<CalendarDays size={18} />}>{t`Established in ${foundedYear}`}</Line>}
        {website && (
          <Line icon={<Globe size={18} />}>
            <a href={website} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {websiteLabel(website)}
              <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
            </a>
          </Line>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="primary" startIcon={<Mail size={20} />} onClick={onContact}>
          {t`Contact Developer`}
        </Button>
        {canManage && (
          <>
            <ButtonLink to={localize(paths.editDeveloper(developer._id))} startIcon={<Pencil size={20} />}>
              {t`Edit Developer`}
            </ButtonLink>
            <Button
              className={styles.delete}
              startIcon={<Trash2 size={20} />}
              onClick={onDelete}
              {...deleteProps}
            >
              {t`Delete Developer`}
            </Button>
          </>
        )}
      </div>
      <dl className={styles.counts}>
        {counts.map((c) => (
          <div key={c.key} className={styles.countTile}>
            <dt className={styles.countLabel}>{c.label}</dt>
            <dd className={styles.countValue}>{c.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
