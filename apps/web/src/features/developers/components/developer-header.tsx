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
  const counts = [
    { label: 'Completed', value: developer.completedProjects },
    { label: 'Ongoing', value: developer.ongoingProjects },
    { label: 'Upcoming', value: developer.upcomingProjects },
  ];
  const website = developer.website?.trim();
  return (
    <header className={styles.header}>
      <DeveloperLogo
        name={developer.name}
        logo={developer.logo}
        size="header"
        alt={`${developer.name} logo`}
        eager
      />
      <div className={styles.identity}>
        <h1 className={styles.name}>{developer.name}</h1>
        <Line icon={<MapPin size={18} />}>{locationText(developer.headquarters)}</Line>
        {developer.foundedYear && (
          <Line icon={<CalendarDays size={18} />}>Established in {developer.foundedYear}</Line>
        )}
        {website && (
          <Line icon={<Globe size={18} />}>
            <a href={website} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {websiteLabel(website)}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </Line>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="primary" startIcon={<Mail size={20} />} onClick={onContact}>
          Contact Developer
        </Button>
        {canManage && (
          <>
            <ButtonLink to={paths.editDeveloper(developer._id)} startIcon={<Pencil size={20} />}>
              Edit Developer
            </ButtonLink>
            <Button
              className={styles.delete}
              startIcon={<Trash2 size={20} />}
              onClick={onDelete}
              {...deleteProps}
            >
              Delete Developer
            </Button>
          </>
        )}
      </div>
      <dl className={styles.counts}>
        {counts.map((c) => (
          <div key={c.label} className={styles.countTile}>
            <dt className={styles.countLabel}>{c.label}</dt>
            <dd className={styles.countValue}>{c.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
