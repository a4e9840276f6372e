import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TProperty } from '@nivaas/shared/property';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { FALLBACK, fullAddress, latLngOf } from '../lib/property-display';
import { asideCardSx } from './price-details-card';

const LocationMapView = lazy(() => import('./location-map-view'));
const MAP_HEIGHT = 260;

/** A map that fails to load (offline, blocked chunk) must not take the page down with it. */
class MapBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The listing on a map (Leaflet, loaded lazily), or the spec's note when it has no coordinates. */
export function LocationMapCard({ property, title }: { property: TProperty; title: string }) {
  const position = latLngOf(property);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="location-title" sx={asideCardSx}>
      <Typography id="location-title" variant="h5" component="h2" color="text.secondary" gutterBottom>
        Location
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {fullAddress(property.address)}
      </Typography>
      {position ? (
        <>
          <Box
            role="region"
            aria-label={`Map showing ${title}`}
            sx={{
              height: MAP_HEIGHT,
              borderRadius: 2,
              overflow: 'hidden',
              bgcolor: 'grey.100',
              isolation: 'isolate',
            }}
          >
            <MapBoundary
              fallback={
                <Typography color="text.secondary" sx={{ p: 2 }}>
                  The map could not be loaded.
                </Typography>
              }
            >
              <Suspense fallback={<Skeleton variant="rectangular" height={MAP_HEIGHT} />}>
                <LocationMapView position={position} title={title} height={MAP_HEIGHT} />
              </Suspense>
            </MapBoundary>
          </Box>
          <Link
            href={`https://www.openstreetmap.org/?mlat=${position[0]}&mlon=${position[1]}#map=16/${position[0]}/${position[1]}`}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1, fontWeight: 600 }}
          >
            Open in maps <OpenInNew fontSize="inherit" aria-hidden />
          </Link>
        </>
      ) : (
        <Typography color="text.secondary">{FALLBACK.noLocation}</Typography>
      )}
    </Paper>
  );
}
