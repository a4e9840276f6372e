import { useLingui } from '@lingui/react/macro';
import { SIMILAR_RADIUS_KM } from '@nivaas/shared/constants';
import type { TProperty } from '@nivaas/shared/property';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { PropertyCard } from '../../../components/property-card/property-card';
import { buttonClass } from '../../../components/ui/button-class';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { useDetailWords } from '../lib/detail-words';
import {
  FALLBACK_TEXT,
  imageSources,
  nearbyPlaces,
  overviewRows,
  projectRows,
  type TFact,
  type TNearbyKind,
} from '../lib/property-display';
import { SECTION_LABEL, sectionDomId, type TSectionId } from '../lib/sections';
import { amenityIconName, DetailIcon, type TDetailIconName } from './detail-icon';
import styles from './detail-sections.module.css';
import { useWarmUp } from '../../../components/deferred';
import { LazyGalleryLightbox } from './lazy-dialogs';
import { PropertyImage } from './property-image';

/**
 * A section the tab bar scrolls to: focusable, so choosing a tab moves reading (and a screen
 * reader) there; named by its heading; kept clear of the sticky bars when scrolled to.
 */
function DetailSection({ id, children }: { id: TSectionId; children: ReactNode }) {
  const { i18n } = useLingui();
  const domId = sectionDomId(id);
  const title = i18n._(SECTION_LABEL[id]);
  return (
    <section id={domId} aria-labelledby={`${domId}-title`} tabIndex={-1} className={styles.section}>
      <h2 id={`${domId}-title`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className={`${styles.text} ${styles.muted}`}>{children}</p>;
}

function FactGrid({ rows }: { rows: readonly TFact[] }) {
  return (
    <dl className={styles.factGrid}>
      {rows.map((r) => (
        <div key={r.key}>
          <dt className={styles.factLabel}>{r.label}</dt>
          <dd className={styles.factValue}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const DESCRIPTION_CLAMP_CHARS = 600;

/**
 * The listing's description (listingContent chooses it) and its facts. On a page in another
 * language, an English description says so and carries lang="en" (screen readers read it so).
 */
export function OverviewSection({
  property,
  description,
  descriptionInEnglish,
}: {
  property: TProperty;
  description: string;
  descriptionInEnglish: boolean;
}) {
  const { t, i18n } = useLingui();
  const w = useDetailWords();
  const isLong = description.length > DESCRIPTION_CLAMP_CHARS;
  const [expanded, setExpanded] = useState(false);
  const rows = overviewRows(property, w);
  return (
    <DetailSection id="overview">
      {description ? (
        <>
          {descriptionInEnglish && (
            <p className={`${styles.small} ${styles.muted}`} data-testid="description-language">
              {t`Description in English`}
            </p>
          )}
          <p
            lang={descriptionInEnglish ? 'en' : undefined}
            className={`${styles.text} ${styles.description} ${isLong && !expanded ? styles.clamped : ''}`}
          >
            {description}
          </p>
          {isLong && (
            <button
              type="button"
              onClick={() => setExpanded((v) => !v)}
              aria-expanded={expanded}
              className={buttonClass({ className: styles.more })}
            >
              {expanded ? t`Show less` : t`Read more`}
            </button>
          )}
        </>
      ) : (
        <Empty>{i18n._(FALLBACK_TEXT.description)}</Empty>
      )}
      {rows.length > 0 && (
        <div className={styles.gapAbove}>
          <FactGrid rows={rows} />
        </div>
      )}
    </DetailSection>
  );
}

function Tick() {
  return <DetailIcon name="check" size={20} className={styles.tick} />;
}

export function HighlightsSection({ property }: { property: TProperty }) {
  const { t, i18n } = useLingui();
  const highlights = (property.highlights ?? []).map((h) => h.trim()).filter(Boolean);
  const english = i18n.locale !== 'en';
  return (
    <DetailSection id="highlights">
      {highlights.length ? (
        <ul className={styles.ticks}>
          {highlights.map((h) => (
            <li key={h} className={styles.tickRow}>
              <Tick />
              <p className={styles.text} lang={english ? 'en' : undefined}>
                {h}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t`No highlights have been listed for this property.`}</Empty>
      )}
    </DetailSection>
  );
}

const NEARBY_ICONS: Record<TNearbyKind, TDetailIconName> = {
  school: 'school',
  hospital: 'hospital',
  mall: 'mall',
  park: 'park',
  transport: 'transit',
};

function IconTile({ icon, title, detail }: { icon: TDetailIconName; title: string; detail?: string | null }) {
  return (
    <li className={styles.tile}>
      <span className={styles.tileIcon}>
        <DetailIcon name={icon} size={24} />
      </span>
      <div className={styles.tileText}>
        <p className={`${styles.text} ${styles.strong}`}>{title}</p>
        {detail && <p className={`${styles.small} ${styles.muted} ${styles.wrap}`}>{detail}</p>}
      </div>
    </li>
  );
}

export function AroundSection({ property }: { property: TProperty }) {
  const { t } = useLingui();
  const w = useDetailWords();
  const places = nearbyPlaces(property.nearbyLocalities, w);
  return (
    <DetailSection id="around">
      {places.length ? (
        <ul className={styles.tiles}>
          {places.map((p) => (
            <IconTile key={p.key} icon={NEARBY_ICONS[p.key]} title={p.label} detail={p.detail ?? t`Nearby`} />
          ))}
        </ul>
      ) : (
        <Empty>{t`Nearby schools, hospitals and transport have not been listed yet.`}</Empty>
      )}
    </DetailSection>
  );
}

export function ProjectSection({ property }: { property: TProperty }) {
  const { t } = useLingui();
  const w = useDetailWords();
  const rows = projectRows(property, w);
  const approvals = property.approvals ?? [];
  const hasFiles = !!property.brochure || !!property.virtualTour;
  const fileClass = buttonClass({ variant: 'secondary', className: styles.file });
  return (
    <DetailSection id="project">
      {rows.length ? <FactGrid rows={rows} /> : <Empty>{t`Project details have not been shared yet.`}</Empty>}
      {approvals.length > 0 && (
        <div className={styles.gapAbove}>
          <h3 className={styles.subheading}>{t`Approvals`}</h3>
          <ul className={styles.approvals}>
            {approvals.map((a) => (
              <li key={`${a.name}|${a.number}|${a.date ?? ''}`} className={styles.tickRow}>
                <Tick />
                <div className={styles.approval}>
                  <p className={`${styles.text} ${styles.strong}`}>{a.name}</p>
                  {a.number && <p className={`${styles.text} ${styles.muted}`}>{t`No. ${a.number}`}</p>}
                  {w.date(a.date) && <p className={`${styles.text} ${styles.muted}`}>· {w.date(a.date)}</p>}
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      {hasFiles && (
        <div className={`${styles.files} ${styles.gapAbove}`}>
          {property.brochure && (
            <a href={property.brochure.url} target="_blank" rel="noopener noreferrer" className={fileClass}>
              <DetailIcon name="document" size={20} className={styles.startIcon} />
              {t`Download brochure`}
            </a>
          )}
          {property.virtualTour && (
            <a
              href={property.virtualTour.url}
              target="_blank"
              rel="noopener noreferrer"
              className={fileClass}
            >
              <DetailIcon name="video" size={20} className={styles.startIcon} />
              {t`Watch virtual tour`}
            </a>
          )}
        </div>
      )}
    </DetailSection>
  );
}

export function FloorPlanSection({ property, title }: { property: TProperty; title: string }) {
  const { t } = useLingui();
  const plans = useMemo(() => {
    const list = property.floorPlans?.length
      ? property.floorPlans
      : property.floorPlan
        ? [property.floorPlan]
        : [];
    return list.flatMap((f, i) => {
      const s = imageSources(f);
      return s
        ? [
            {
              key: f._id || `${i}`,
              src: s.src,
              srcSet: s.srcSet,
              thumb: s.src,
              alt: t`Floor plan ${i + 1} of ${title}`,
            },
          ]
        : [];
    });
  }, [property.floorPlans, property.floorPlan, title, t]);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [wanted, warm] = useWarmUp();
  return (
    <DetailSection id="floor-plan">
      {plans.length ? (
        <div className={styles.plans}>
          {plans.map((p, i) => (
            <button
              type="button"
              key={p.key}
              onClick={() => {
                setIndex(i);
                setOpen(true);
              }}
              aria-label={t`Open floor plan ${i + 1} full screen`}
              className={styles.plan}
              {...warm}
            >
              <PropertyImage
                src={p.src}
                srcSet={p.srcSet}
                sizes="(min-width: 1024px) 400px, 100vw"
                alt={p.alt}
                width={800}
                height={600}
                loading="lazy"
                className={styles.planImage}
              />
            </button>
          ))}
          <LazyGalleryLightbox
            isWanted={wanted}
            images={plans}
            index={index}
            open={open}
            title={t`Floor plans of ${title}`}
            onClose={() => setOpen(false)}
            onIndexChange={setIndex}
          />
        </div>
      ) : (
        <Empty>{t`A floor plan has not been shared for this property.`}</Empty>
      )}
    </DetailSection>
  );
}

export function AmenitiesSection({ property }: { property: TProperty }) {
  const { t } = useLingui();
  const w = useDetailWords();
  const amenities = [...new Set((property.amenities ?? []).map((a) => a.trim()).filter(Boolean))];
  return (
    <DetailSection id="amenities">
      {amenities.length ? (
        <ul className={`${styles.tiles} ${styles.amenities}`}>
          {amenities.map((a) => (
            <IconTile key={a} icon={amenityIconName(a)} title={w.amenity(a)} />
          ))}
        </ul>
      ) : (
        <Empty>{t`No amenities have been listed for this property.`}</Empty>
      )}
    </DetailSection>
  );
}

export function DeveloperSection({ property }: { property: TProperty }) {
  const { t, i18n } = useLingui();
  const localized = useLocalizedPath();
  const developer = property.developer;
  const logo = developer?.logo ? imageSources(developer.logo) : null;
  return (
    <DetailSection id="developer">
      {developer ? (
        <div className={styles.developer}>
          <div className={styles.logo}>
            {logo ? (
              <PropertyImage
                src={developer.logo?.variants?.small || logo.src}
                alt={t`${developer.name} logo`}
                width={88}
                height={88}
                loading="lazy"
                className={styles.logoImage}
              />
            ) : (
              <span aria-hidden>{developer.name.charAt(0).toUpperCase()}</span>
            )}
          </div>
          <div className={styles.tileText}>
            <h3 className={styles.developerName}>{developer.name}</h3>
            <p className={`${styles.text} ${styles.muted} ${styles.developerText}`}>
              {developer.description?.trim() || i18n._(FALLBACK_TEXT.description)}
            </p>
            <RouterLink to={localized(paths.developer(developer._id))} className={styles.link}>
              {t`View builder profile`}
            </RouterLink>
          </div>
        </div>
      ) : (
        <Empty>{t`Builder information is not available for this property.`}</Empty>
      )}
    </DetailSection>
  );
}

const SIMILAR_SIZES = '(min-width: 1280px) 260px, (min-width: 768px) 50vw, 100vw';

export function SimilarSection({ property }: { property: TProperty }) {
  const { t } = useLingui();
  // The shared type leaves the recursive list loosely typed; the API answers full listings.
  const similar = (property.similarProperties ?? []) as TProperty[];
  return (
    <DetailSection id="similar">
      {similar.length ? (
        // Phones: a row to swipe through; wider screens: a grid.
        <ul aria-label={t`Similar properties`} className={styles.similar}>
          {similar.map((p) => (
            <li key={p._id}>
              <PropertyCard
                property={p}
                sizes={SIMILAR_SIZES}
                headingComponent="h3"
                favoriteSlot={<FavoriteButton propertyId={p._id} property={p} />}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t`No similar properties within ${SIMILAR_RADIUS_KM} km right now.`}</Empty>
      )}
    </DetailSection>
  );
}
