import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { DETAIL_MAIN_IMAGE_SIZES } from '@nivaas/shared/image-sources';
import type { TProperty } from '@nivaas/shared/property';
import { useMemo, useState } from 'react';
import { FALLBACK, imageSources, thumbnailSource } from '../lib/property-display';
import { GalleryLightbox, type TLightboxImage } from './gallery-lightbox';
import { PropertyImage } from './property-image';

/** Shared with the server, which preloads this photo from the page's HTML. */
const MAIN_SIZES = DETAIL_MAIN_IMAGE_SIZES;

export function toLightboxImages(images: TProperty['images'], title: string): TLightboxImage[] {
  return images.flatMap((img, i) => {
    const sources = imageSources(img);
    if (!sources) return [];
    return [
      {
        key: img._id || `${i}`,
        src: sources.src,
        srcSet: sources.srcSet,
        thumb: thumbnailSource(img) ?? sources.src,
        alt: `${title}, photo ${i + 1}`,
      },
    ];
  });
}

/** The 16:9 photo with thumbnails under it, opening the lightbox (spec §2). */
export function PropertyGallery({ property, title }: { property: TProperty; title: string }) {
  const images = useMemo(() => toLightboxImages(property.images ?? [], title), [property.images, title]);
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = images[index] ?? images[0];

  if (!current) {
    return (
      <Box
        sx={{
          aspectRatio: '16 / 9',
          borderRadius: 3,
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
          alignContent: 'center',
          gap: 1,
          color: 'text.secondary',
        }}
      >
        <PhotoLibrary sx={{ fontSize: 48 }} aria-hidden />
        <Typography>{FALLBACK.noImages}</Typography>
      </Box>
    );
  }

  return (
    <Box component="section" aria-label="Photos">
      <Box sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden', bgcolor: 'grey.200' }}>
        <ButtonBase
          onClick={() => setOpen(true)}
          aria-label={`Open photo ${index + 1} of ${images.length} full screen`}
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: '16 / 9',
            '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: -3 },
          }}
        >
          <PropertyImage
            key={current.key}
            src={current.src}
            srcSet={current.srcSet}
            sizes={MAIN_SIZES}
            alt={current.alt}
            width={1280}
            height={720}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </ButtonBase>
        <Button
          onClick={() => setOpen(true)}
          startIcon={<PhotoLibrary />}
          variant="contained"
          color="inherit"
          sx={{
            position: 'absolute',
            right: 12,
            bottom: 12,
            bgcolor: 'background.paper',
            color: 'text.primary',
            minHeight: 40,
            '&:hover': { bgcolor: 'grey.100' },
          }}
        >
          {images.length === 1 ? 'View photo' : `View all ${images.length} photos`}
        </Button>
      </Box>

      {images.length > 1 && (
        <Box
          role="group"
          aria-label="Choose a photo"
          sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto', pb: 0.5, scrollbarWidth: 'thin' }}
        >
          {images.map((img, i) => (
            <ButtonBase
              key={img.key}
              onClick={() => setIndex(i)}
              aria-label={`Show photo ${i + 1} of ${images.length}`}
              aria-current={i === index ? 'true' : undefined}
              sx={{
                flexShrink: 0,
                width: { xs: 88, sm: 112 },
                aspectRatio: '16 / 9',
                borderRadius: 1.5,
                overflow: 'hidden',
                border: 2,
                borderColor: i === index ? 'primary.main' : 'transparent',
                '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 1 },
              }}
            >
              <PropertyImage
                src={img.thumb}
                alt=""
                width={112}
                height={63}
                loading="lazy"
                sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}

      <GalleryLightbox
        images={images}
        index={index}
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        onIndexChange={setIndex}
      />
    </Box>
  );
}
