import { SIMILAR_RADIUS_KM } from '@nivaas/shared/constants';
import type { TProperty } from '@nivaas/shared/property';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { PropertyCard } from '../../../components/property-card/property-card';
import { buttonClass } from '../../../components/ui/button-class';
import { paths } from '../../../config/paths';
import {
  FALLBACK,
  formatDate,
  imageSources,
  nearbyPlaces,
  overviewRows,
  projectRows,
  type TFact,
  type TNearbyKind,
} from '../lib/property-display';
import { sectionDomId, type TSectionId } from '../lib/sections';
import { amenityIconName, DetailIcon, type TDetailIconName } from './detail-icon';
import styles from './detail-sections.module.css';
import { useWarmUp } from '../../../components/deferred';
import { LazyGalleryLightbox } from './lazy-dialogs';
import { PropertyImage } from './property-image';

/**
 * A section the tab bar scrolls to: focusable, so choosing a tab moves reading (and a screen
 * reader) there; named by its heading; kept clear of the sticky bars when scrolled to.
 */
function DetailSection({ id, title, children }: { id: TSectionId; title: string; children: ReactNode }) {
  const domId = sectionDomId(id);
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

export function OverviewSection({ property }: { property: TProperty }) {
  const description = property.description?.trim();
  const isLong = (description?.length ?? 0) > DESCRIPTION_CLAMP_CHARS;
  const [expanded, setExpanded] = useState(false);
  const rows = overviewRows(property);
  return (
    <DetailSection id="overview" title="Overview">
      {description ? (
        <>
          <p className={`${styles.text} ${styles.description} ${isLong && !expanded ? styles.clamped : ''}`}>
            {description}
          </p>
          {isLong && (
            <button
              type="button"
              onClick={() => setExpanded((v) => !v)}
              aria-expanded={expanded}
              className={buttonClass({ className: styles.more })}
            >
              {expanded ? 'Show less' : 'Read more'}
            </button>
          )}
        </>
      ) : (
        <Empty>{FALLBACK.description}</Empty>
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
  const highlights = (property.highlights ?? []).map((h) => h.trim()).filter(Boolean);
  return (
    <DetailSection id="highlights" title="Highlights">
      {highlights.length ? (
        <ul className={styles.ticks}>
          {highlights.map((h) => (
            <li key={h} className={styles.tickRow}>
              <Tick />
              <p className={styles.text}>{h}</p>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>No highlights have been listed for this property.</Empty>
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
  const places = nearbyPlaces(property.nearbyLocalities);
  return (
    <DetailSection id="around" title="Around This Project">
      {places.length ? (
        <ul className={styles.tiles}>
          {places.map((p) => (
            <IconTile key={p.key} icon={NEARBY_ICONS[p.key]} title={p.label} detail={p.detail ?? 'Nearby'} />
          ))}
        </ul>
      ) : (
        <Empty>Nearby schools, hospitals and transport have not been listed yet.</Empty>
      )}
    </DetailSection>
  );
}

export function ProjectSection({ property }: { property: TProperty }) {
  const rows = projectRows(property);
  const approvals = property.approvals ?? [];
  const hasFiles = !!property.brochure || !!property.virtualTour;
  const fileClass = buttonClass({ variant: 'secondary', className: styles.file });
  return (
    <DetailSection id="project" title="More About Project">
      {rows.length ? <FactGrid rows={rows} /> : <Empty>Project details have not been shared yet.</Empty>}
      {approvals.length > 0 && (
        <div className={styles.gapAbove}>
          <h3 className={styles.subheading}>Approvals</h3>
          <ul className={styles.approvals}>
            {approvals.map((a) => (
              <li key={`${a.name}|${a.number}|${a.date ?? ''}`} className={styles.tickRow}>
                <Tick />
                <div className={styles.approval}>
                  <p className={`${styles.text} ${styles.strong}`}>{a.name}</p>
                  {a.number && <p className={`${styles.text} ${styles.muted}`}>No. {a.number}</p>}
                  {formatDate(a.date) && (
                    <p className={`${styles.text} ${styles.muted}`}>· {formatDate(a.date)}</p>
                  )}
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
              Download brochure
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
              Watch virtual tour
            </a>
          )}
        </div>
      )}
    </DetailSection>
  );
}

export function FloorPlanSection({ property, title }: { property: TProperty; title: string }) {
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
              alt: `Floor plan ${i + 1} of ${title}`,
            },
          ]
        : [];
    });
  }, [property.floorPlans, property.floorPlan, title]);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [wanted, warm] = useWarmUp();
  return (
    <DetailSection id="floor-plan" title="Floor Plan">
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
              aria-label={`Open floor plan ${i + 1} full screen`}
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
            title={`Floor plans of ${title}`}
            onClose={() => setOpen(false)}
            onIndexChange={setIndex}
          />
        </div>
      ) : (
        <Empty>A floor plan has not been shared for this property.</Empty>
      )}
    </DetailSection>
  );
}

export function AmenitiesSection({ property }: { property: TProperty }) {
  const amenities = [...new Set((property.amenities ?? []).map((a) => a.trim()).filter(Boolean))];
  return (
    <DetailSection id="amenities" title="Amenities">
      {amenities.length ? (
        <ul className={`${styles.tiles} ${styles.amenities}`}>
          {amenities.map((a) => (
            <IconTile key={a} icon={amenityIconName(a)} title={a} />
          ))}
        </ul>
      ) : (
        <Empty>No amenities have been listed for this property.</Empty>
      )}
    </DetailSection>
  );
}

export function DeveloperSection({ property }: { property: TProperty }) {
  const developer = property.developer;
  const logo = developer?.logo ? imageSources(developer.logo) : null;
  return (
    <DetailSection id="developer" title="About Developer">
      {developer ? (
        <div className={styles.developer}>
          <div className={styles.logo}>
            {logo ? (
              <PropertyImage
                src={developer.logo?.variants?.small || logo.src}
                alt={`${developer.name} logo`}
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
              {developer.description?.trim() || FALLBACK.description}
            </p>
            <RouterLink to={paths.developer(developer._id)} className={styles.link}>
              View builder profile
            </RouterLink>
          </div>
        </div>
      ) : (
        <Empty>Builder information is not available for this property.</Empty>
      )}
    </DetailSection>
  );
}

const SIMILAR_SIZES = '(min-width: 1280px) 260px, (min-width: 768px) 50vw, 100vw';

export function SimilarSection({ property }: { property: TProperty }) {
  // The shared type leaves the recursive list loosely typed; the API answers full listings.
  const similar = (property.similarProperties ?? []) as TProperty[];
  return (
    <DetailSection id="similar" title="Similar Projects">
      {similar.length ? (
        // Phones: a row to swipe through; wider screens: a grid.
        <ul aria-label="Similar properties" className={styles.similar}>
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
        <Empty>No similar properties within {SIMILAR_RADIUS_KM} km right now.</Empty>
      )}
    </DetailSection>
  );
}
