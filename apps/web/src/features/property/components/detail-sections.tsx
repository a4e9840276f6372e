import AcUnit from '@mui/icons-material/AcUnit';
import Balcony from '@mui/icons-material/Balcony';
import Chair from '@mui/icons-material/Chair';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DirectionsTransit from '@mui/icons-material/DirectionsTransit';
import Elevator from '@mui/icons-material/Elevator';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Inventory2 from '@mui/icons-material/Inventory2';
import Kitchen from '@mui/icons-material/Kitchen';
import LocalHospital from '@mui/icons-material/LocalHospital';
import LocalLaundryService from '@mui/icons-material/LocalLaundryService';
import LocalMall from '@mui/icons-material/LocalMall';
import LocalParking from '@mui/icons-material/LocalParking';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Park from '@mui/icons-material/Park';
import Pets from '@mui/icons-material/Pets';
import Pool from '@mui/icons-material/Pool';
import School from '@mui/icons-material/School';
import Security from '@mui/icons-material/Security';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import Wifi from '@mui/icons-material/Wifi';
import Yard from '@mui/icons-material/Yard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SIMILAR_RADIUS_KM } from '@nivaas/shared/constants';
import type { TProperty } from '@nivaas/shared/property';
import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { PropertyCard } from '../../../components/property-card/property-card';
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
import { TabSection } from '../../../components/tab-section';
import { sectionDomId, type TSectionId } from '../lib/sections';
import { GalleryLightbox } from './gallery-lightbox';
import { PropertyImage } from './property-image';

function DetailSection({ id, title, children }: { id: TSectionId; title: string; children: ReactNode }) {
  return (
    <TabSection domId={sectionDomId(id)} title={title} scrollMarginTop="var(--detail-scroll-offset, 128px)">
      {children}
    </TabSection>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

function FactGrid({ rows }: { rows: readonly TFact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
        gap: 2,
      }}
    >
      {rows.map((r) => (
        <div key={r.key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {r.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {r.value}
          </Typography>
        </div>
      ))}
    </Box>
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
          <Typography
            sx={{
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              ...(isLong && !expanded
                ? {
                    display: '-webkit-box',
                    WebkitLineClamp: 6,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }
                : {}),
            }}
          >
            {description}
          </Typography>
          {isLong && (
            <Button onClick={() => setExpanded((v) => !v)} sx={{ mt: 1, px: 0 }} aria-expanded={expanded}>
              {expanded ? 'Show less' : 'Read more'}
            </Button>
          )}
        </>
      ) : (
        <Empty>{FALLBACK.description}</Empty>
      )}
      {rows.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <FactGrid rows={rows} />
        </Box>
      )}
    </DetailSection>
  );
}

export function HighlightsSection({ property }: { property: TProperty }) {
  const highlights = (property.highlights ?? []).map((h) => h.trim()).filter(Boolean);
  return (
    <DetailSection id="highlights" title="Highlights">
      {highlights.length ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
          {highlights.map((h) => (
            <Box component="li" key={h} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckCircle color="success" fontSize="small" sx={{ mt: '3px' }} aria-hidden />
              <Typography>{h}</Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Empty>No highlights have been listed for this property.</Empty>
      )}
    </DetailSection>
  );
}

const NEARBY_ICONS: Record<TNearbyKind, ReactElement> = {
  school: <School />,
  hospital: <LocalHospital />,
  mall: <LocalMall />,
  park: <Park />,
  transport: <DirectionsTransit />,
};

function IconTile({ icon, title, detail }: { icon: ReactElement; title: string; detail?: string | null }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1.5, borderRadius: 2, bgcolor: 'grey.50' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          bgcolor: 'background.paper',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

const tileGridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  gap: 1.5,
} as const;

export function AroundSection({ property }: { property: TProperty }) {
  const places = nearbyPlaces(property.nearbyLocalities);
  return (
    <DetailSection id="around" title="Around This Project">
      {places.length ? (
        <Box component="ul" sx={tileGridSx}>
          {places.map((p) => (
            <IconTile key={p.key} icon={NEARBY_ICONS[p.key]} title={p.label} detail={p.detail ?? 'Nearby'} />
          ))}
        </Box>
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
  return (
    <DetailSection id="project" title="More About Project">
      {rows.length ? <FactGrid rows={rows} /> : <Empty>Project details have not been shared yet.</Empty>}
      {approvals.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h5" component="h3" gutterBottom>
            Approvals
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {approvals.map((a) => (
              <Box
                component="li"
                key={`${a.name}|${a.number}|${a.date ?? ''}`}
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
              >
                <CheckCircle color="success" fontSize="small" sx={{ mt: '3px' }} aria-hidden />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{a.name}</Typography>
                  {a.number && <Typography color="text.secondary">No. {a.number}</Typography>}
                  {formatDate(a.date) && (
                    <Typography color="text.secondary">· {formatDate(a.date)}</Typography>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {hasFiles && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 3 }}>
          {property.brochure && (
            <Button
              variant="outlined"
              href={property.brochure.url}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<DescriptionOutlined />}
            >
              Download brochure
            </Button>
          )}
          {property.virtualTour && (
            <Button
              variant="outlined"
              href={property.virtualTour.url}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<VideocamOutlined />}
            >
              Watch virtual tour
            </Button>
          )}
        </Box>
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
  return (
    <DetailSection id="floor-plan" title="Floor Plan">
      {plans.length ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {plans.map((p, i) => (
            <ButtonBase
              key={p.key}
              onClick={() => {
                setIndex(i);
                setOpen(true);
              }}
              aria-label={`Open floor plan ${i + 1} full screen`}
              sx={{
                display: 'block',
                borderRadius: 2,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                bgcolor: 'grey.50',
                aspectRatio: '4 / 3',
              }}
            >
              <PropertyImage
                src={p.src}
                srcSet={p.srcSet}
                sizes="(min-width: 900px) 400px, 100vw"
                alt={p.alt}
                width={800}
                height={600}
                loading="lazy"
                sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
              />
            </ButtonBase>
          ))}
          <GalleryLightbox
            images={plans}
            index={index}
            open={open}
            title={`Floor plans of ${title}`}
            onClose={() => setOpen(false)}
            onIndexChange={setIndex}
          />
        </Box>
      ) : (
        <Empty>A floor plan has not been shared for this property.</Empty>
      )}
    </DetailSection>
  );
}

const AMENITY_ICONS: Record<string, ReactElement> = {
  parking: <LocalParking />,
  'swimming pool': <Pool />,
  gym: <FitnessCenter />,
  security: <Security />,
  garden: <Yard />,
  balcony: <Balcony />,
  wifi: <Wifi />,
  'air conditioning': <AcUnit />,
  furnished: <Chair />,
  'pet friendly': <Pets />,
  elevator: <Elevator />,
  laundry: <LocalLaundryService />,
  storage: <Inventory2 />,
  'conference room': <MeetingRoom />,
  kitchen: <Kitchen />,
};

export function AmenitiesSection({ property }: { property: TProperty }) {
  const amenities = [...new Set((property.amenities ?? []).map((a) => a.trim()).filter(Boolean))];
  return (
    <DetailSection id="amenities" title="Amenities">
      {amenities.length ? (
        <Box
          component="ul"
          sx={{ ...tileGridSx, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}
        >
          {amenities.map((a) => (
            <IconTile key={a} icon={AMENITY_ICONS[a.toLowerCase()] ?? <CheckCircle />} title={a} />
          ))}
        </Box>
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
        <Box
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <Box
            sx={{
              width: 88,
              height: 88,
              flexShrink: 0,
              borderRadius: 2,
              bgcolor: 'grey.50',
              border: 1,
              borderColor: 'divider',
              display: 'grid',
              placeItems: 'center',
              overflow: 'hidden',
              typography: 'h3',
              color: 'primary.main',
            }}
          >
            {logo ? (
              <PropertyImage
                src={developer.logo?.variants?.small || logo.src}
                alt={`${developer.name} logo`}
                width={88}
                height={88}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'contain', p: 1 }}
              />
            ) : (
              <span aria-hidden>{developer.name.charAt(0).toUpperCase()}</span>
            )}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h3">
              {developer.name}
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {developer.description?.trim() || FALLBACK.description}
            </Typography>
            <Link
              component={RouterLink}
              to={paths.developer(developer._id)}
              sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}
            >
              View builder profile
            </Link>
          </Box>
        </Box>
      ) : (
        <Empty>Developer information is not available for this property.</Empty>
      )}
    </DetailSection>
  );
}

const SIMILAR_SIZES = '(min-width: 1200px) 260px, (min-width: 640px) 50vw, 100vw';

export function SimilarSection({ property }: { property: TProperty }) {
  // The shared type leaves the recursive list loosely typed; the API answers full listings.
  const similar = (property.similarProperties ?? []) as TProperty[];
  return (
    <DetailSection id="similar" title="Similar Projects">
      {similar.length ? (
        <Box
          component="ul"
          aria-label="Similar properties"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            // Phones: a row to swipe through; wider screens: a grid.
            gridAutoFlow: { xs: 'column', sm: 'row' },
            gridAutoColumns: { xs: '82%', sm: 'auto' },
            gridTemplateColumns: { sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
            overflowX: { xs: 'auto', sm: 'visible' },
            scrollSnapType: { xs: 'x mandatory', sm: 'none' },
            pb: { xs: 1, sm: 0 },
            '& > li': { scrollSnapAlign: 'start' },
          }}
        >
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
        </Box>
      ) : (
        <Empty>No similar properties within {SIMILAR_RADIUS_KM} km right now.</Empty>
      )}
    </DetailSection>
  );
}
