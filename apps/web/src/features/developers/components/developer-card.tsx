import MapPin from 'lucide-react/icons/map-pin';
import type { TDeveloper } from '@nivaas/shared/developer';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
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
  const nameId = useId();
  const { shown, more } = cardSpecializations(developer.specializations);
  const facts = [
    { label: 'Founded', value: foundedText(developer.foundedYear) },
    { label: 'Completed', value: abbreviateCount(developer.completedProjects) },
    { label: 'Listings', value: String(developer.listingCount) },
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
          {locationText(developer.headquarters)}
        </p>
      </div>
      <p className={styles.description}>{descriptionText(developer.description)}</p>
      <dl className={styles.facts}>
        {facts.map((f) => (
          <div key={f.label}>
            <dt className={styles.factLabel}>{f.label}</dt>
            <dd className={styles.factValue}>{f.value}</dd>
          </div>
        ))}
      </dl>
      {shown.length > 0 && (
        <ul aria-label="Specializations" className={styles.tags}>
          {shown.map((name) => (
            <li key={name}>
              <Badge tone="primary">{name}</Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge>+{more} more</Badge>
            </li>
          )}
        </ul>
      )}
      <ButtonLink
        to={paths.developer(developer._id)}
        variant="primary"
        fullWidth
        aria-label={`View Developer: ${developer.name}`}
        className={styles.view}
      >
        View Developer
      </ButtonLink>
    </article>
  );
}
