import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { META_DESCRIPTION_MAX } from '@nivaas/shared/constants';
import { formatPrice } from '@nivaas/shared/format-price';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { forgetDeletedProperty, useDeleteProperty } from '../api/delete-property';
import { useProperty } from '../api/get-property';
import { ContactAgentCard } from '../components/contact-agent-card';
import { ContactDialog } from '../components/contact-dialog';
import { DeletePropertyDialog } from '../components/delete-property-dialog';
import {
  AmenitiesSection,
  AroundSection,
  DeveloperSection,
  FloorPlanSection,
  HighlightsSection,
  OverviewSection,
  ProjectSection,
  SimilarSection,
} from '../components/detail-sections';
import { KeyFacts } from '../components/key-facts';
import { LocationMapCard } from '../components/location-map-card';
import { PriceDetailsCard } from '../components/price-details-card';
import { PropertyDetailSkeleton } from '../components/property-detail-skeleton';
import { PropertyGallery } from '../components/property-gallery';
import { PropertyHeader } from '../components/property-header';
import { ScrollTopButton } from '../../../components/scroll-top-button';
import { SectionNav } from '../components/section-nav';
import { canManageProperty, displayTitle, FALLBACK, keyFacts } from '../lib/property-display';

const pageSx = {
  maxWidth: 1280,
  mx: 'auto',
  px: { xs: 2, sm: 3, md: 4 },
  pt: { xs: 2, sm: 3 },
  pb: 4,
} as const;

/** Property detail (spec §2 'Property detail'); each listing starts with fresh page state. */
export default function PropertyPage() {
  const { id = '' } = useParams();
  return <PropertyDetail key={id} id={id} />;
}

function PropertyDetail({ id }: { id: string }) {
  const { user, isLoading: isAuthLoading } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const query = useProperty(id, user?.id ?? null, !isAuthLoading);
  const remove = useDeleteProperty();
  const [isContactOpen, setContactOpen] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deletedId = useRef<string | null>(null);

  const property = query.data;
  const title = property ? displayTitle(property) : undefined;
  usePageTitle(
    title && property
      ? `${title} – ${formatPrice(property.price, property.status)}`
      : query.isError
        ? 'Property'
        : undefined,
    property?.description?.replace(/\s+/g, ' ').trim().slice(0, META_DESCRIPTION_MAX) || undefined,
  );

  // A deleted listing leaves the cache once its page has gone (so the page does not refetch it).
  useEffect(
    () => () => {
      if (deletedId.current) forgetDeletedProperty(queryClient, deletedId.current);
    },
    [queryClient],
  );

  if (query.isPending) {
    return (
      <Box sx={pageSx}>
        <PropertyDetailSkeleton />
      </Box>
    );
  }
  if (query.isError || !property || !title) {
    return (
      <Box sx={pageSx}>
        <ErrorState
          title={errorMessage(query.error, FALLBACK.loadFailed)}
          action={
            <Button component={RouterLink} to={paths.properties} variant="contained" sx={{ mt: 1 }}>
              Browse Properties
            </Button>
          }
        />
      </Box>
    );
  }

  const canManage = canManageProperty(user, property);
  const onConfirmDelete = () => {
    setDeleteError(null);
    remove.mutate(property._id, {
      onSuccess: () => {
        deletedId.current = property._id;
        setDeleteOpen(false);
        notify(FALLBACK.deleted, 'success');
        navigate(paths.properties, { replace: true });
      },
      onError: (err) => setDeleteError(errorMessage(err, FALLBACK.deleteFailed)),
    });
  };

  // Wide screens: price, agent and map in a side column. Phones: the same cards right after the facts.
  const sideCards = (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PriceDetailsCard property={property} />
      <ContactAgentCard property={property} onContact={() => setContactOpen(true)} />
      <LocationMapCard property={property} title={title} />
    </Box>
  );

  return (
    <Box sx={pageSx}>
      <PropertyHeader
        property={property}
        title={title}
        canManage={canManage}
        onDelete={() => {
          setDeleteError(null);
          setDeleteOpen(true);
        }}
      />
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ minWidth: 0 }}>
          <PropertyGallery property={property} title={title} />
          <KeyFacts facts={keyFacts(property)} />
          {!isWide && <Box sx={{ mt: 3 }}>{sideCards}</Box>}
          <Box sx={{ mt: 3 }}>
            <SectionNav />
            <OverviewSection property={property} />
            <HighlightsSection property={property} />
            <AroundSection property={property} />
            <ProjectSection property={property} />
            <FloorPlanSection property={property} title={title} />
            <AmenitiesSection property={property} />
            <DeveloperSection property={property} />
            <SimilarSection property={property} />
          </Box>
        </Grid>
        {isWide && (
          <Grid size={{ md: 4 }} component="aside" aria-label="Price and agent">
            {sideCards}
          </Grid>
        )}
      </Grid>

      <ScrollTopButton />
      <ContactDialog open={isContactOpen} onClose={() => setContactOpen(false)} property={property} />
      <DeletePropertyDialog
        open={isDeleteOpen}
        title={title}
        isDeleting={remove.isPending}
        error={deleteError}
        onCancel={() => setDeleteOpen(false)}
        onConfirm={onConfirmDelete}
      />
    </Box>
  );
}
