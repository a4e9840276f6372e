import { useLingui } from '@lingui/react/macro';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { FEATURED_HOME_COUNT } from '@nivaas/shared/constants';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { PropertyCard } from '../../../components/property-card/property-card';
import { PropertyCardSkeleton } from '../../../components/property-card/property-card-skeleton';
import { buttonClass } from '../../../components/ui/button-class';
import layout from '../../../components/ui/layout.module.css';
import { paths } from '../../../config/paths';
import { useFeaturedProperties } from '../api/get-featured-properties';
import styles from './featured-section.module.css';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

const SKELETON_KEYS = Array.from({ length: FEATURED_HOME_COUNT }, (_, n) => `featured-skeleton-${n}`);
const FEATURED_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw';

/** 'Properties based on Your Location': the first 4 featured listings and 'View All' (spec §2). */
export function FeaturedSection() {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const featured = useFeaturedProperties();

  // Spec §8: a failed featured fetch is only logged.
  useEffect(() => {
    if (featured.error) console.error('Failed to fetch featured properties', featured.error);
  }, [featured.error]);

  return (
    <section aria-labelledby="featured-heading" className={`${layout.container} ${layout.section}`}>
      <div className={styles.head}>
        <div>
          <h2 id="featured-heading" className={layout.h2}>
            {t`Properties based on Your Location`}
          </h2>
          <p className={`${layout.muted} ${styles.sub}`}>
            {t`Hand-picked listings from verified agents near you.`}
          </p>
        </div>
        <RouterLink to={localized(paths.properties)} className={buttonClass({ className: styles.viewAll })}>
          {t`View All`}
          <ArrowRight size="1.25em" />
        </RouterLink>
      </div>
      <ul className={styles.grid}>
        {featured.isPending &&
          SKELETON_KEYS.map((key) => (
            <li key={key}>
              <PropertyCardSkeleton />
            </li>
          ))}
        {featured.data?.map((property, i) => (
          <li key={property._id}>
            <PropertyCard
              property={property}
              eager={i === 0}
              priority={i === 0}
              sizes={FEATURED_SIZES}
              favoriteSlot={<FavoriteButton propertyId={property._id} property={property} />}
            />
          </li>
        ))}
      </ul>
      {featured.data?.length === 0 && (
        <p className={layout.muted}>
          {t`New featured homes are added every week. Browse all listings meanwhile.`}
        </p>
      )}
    </section>
  );
}
