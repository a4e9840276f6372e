import { useLingui } from '@lingui/react/macro';
import MapPin from 'lucide-react/icons/map-pin';
import type { TDeveloper } from '@nivaas/shared/developer';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import {
  abbreviateCount,
  cardSpecializations,
  descriptionText,
  foundedText,
  locationText,
} from '../lib/developer-display';
import styles from './developer-card.module.css';
import { DeveloperLogo } from './developer-logo';

/** A builder in the directory (admin spec §2.8). */
export function DeveloperCard({ developer, eager = false }: { developer: TDeveloper; eager?: boolean }) {
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  const nameId = useId();
  const { shown, more } = cardSpecializations(developer.specializations);
  const { name } = developer;
  const facts = [
    { key: 'founded', label: t`Founded`, value: foundedText(developer.foundedYear, i18n) },
    { key: 'completed', label: t`Completed`, value: abbreviateCount(developer.completedProjects, i18n) },
    { key: 'listings', label: t`Listings`, value: String(developer.listingCount) },
  ];
  return (
    <article aria-labelledby={nameId} className={styles.card}>
      <div className={styles.top}>
        {/* No rating until Nivaas collects real reviews of builders (issue 16). */}
        <DeveloperLogo name={developer.name} logo={developer.logo} size="card" eager={eager} />
      </div>
      <div className={styles.identity}>
        <h2 id={nameId} className={styles.name}>
          {developer.name}
        </h2>
        <p className={styles.place}>
          <MapPin size={16} className={styles.placeIcon} />
          {locationText(developer.headquarters, i18n)}
        </p>
      </div>
      <p className={styles.description}>{descriptionText(developer.description, i18n)}</p>
      <dl className={styles.facts}>
        {facts.map((f) => (
          <div key={f.key}>
            <dt className={styles.factLabel}>{f.label}</dt>
            <dd className={styles.factValue}>{f.value}</dd>
          </div>
        ))}
      </dl>
      {shown.length > 0 && (
        <ul aria-label={t`Specializations`} className={styles.tags}>
          {shown.map((name) => (
            <li key={name}>
              <Badge tone="primary">{name}</Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge>{t`+${more} more`}</Badge>
            </li>
          )}
        </ul>
      )}
      <ButtonLink
        to={localize(paths.developer(developer._id))}
        variant="primary"
        fullWidth
        aria-label={t`View Developer: ${name}`}
        className={styles.view}
      >
        {t`View Developer`}
      </ButtonLink>
    </article>
  );
}
