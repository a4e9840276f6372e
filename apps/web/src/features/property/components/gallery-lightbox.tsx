import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef } from 'react';
import { PropertyImage } from './property-image';

export type TLightboxImage = { key: string; src: string; srcSet?: string; thumb: string; alt: string };

const SWIPE_PX = 50;

/** Next index, wrapping at both ends. */
export const wrapIndex = (index: number, length: number) => (length ? (index + length) % length : 0);

const controlSx = {
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.45)',
  width: 48,
  height: 48,
  '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
} as const;

/**
 * Full-screen photos (spec §2): arrows and swipes move between them, Escape closes, focus stays
 * inside while it is open and returns to the photo that opened it.
 */
export function GalleryLightbox({
  images,
  index,
  open,
  title,
  onClose,
  onIndexChange,
}: {
  images: readonly TLightboxImage[];
  index: number;
  open: boolean;
  title: string;
  onClose: () => void;
  onIndexChange: (index: number) => void;
}) {
  const titleId = useId();
  const pointerStart = useRef<number | null>(null);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const current = images[index];
  const hasMany = images.length > 1;
  const go = (delta: number) => onIndexChange(wrapIndex(index + delta, images.length));

  useEffect(() => {
    // Keep the current thumbnail in view.
    if (!open) return;
    const thumb = thumbsRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    thumb?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [index, open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!hasMany) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      onIndexChange(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      onIndexChange(images.length - 1);
    }
  };
  const onPointerDown = (e: PointerEvent) => {
    pointerStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (start === null || !hasMany) return;
    const dx = e.clientX - start;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white', backgroundImage: 'none' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h5" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <Typography aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
          {images.length ? `${index + 1} / ${images.length}` : ''}
        </Typography>
        <IconButton aria-label="Close photos" onClick={onClose} sx={controlSx}>
          <CloseIcon />
        </IconButton>
      </Box>

      <Box
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        sx={{ position: 'relative', flex: 1, minHeight: 0, touchAction: 'pan-y' }}
      >
        {current && (
          <PropertyImage
            key={current.key}
            src={current.src}
            srcSet={current.srcSet}
            sizes="100vw"
            alt={current.alt}
            draggable={false}
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'contain',
              userSelect: 'none',
            }}
          />
        )}
        {hasMany && (
          <>
            <IconButton
              aria-label="Previous photo"
              onClick={() => go(-1)}
              sx={{
                ...controlSx,
                position: 'absolute',
                left: { xs: 8, sm: 24 },
                top: '50%',
                transform: 'translateY(-50%)',
              }}
            >
              <ChevronLeft fontSize="large" />
            </IconButton>
            <IconButton
              aria-label="Next photo"
              onClick={() => go(1)}
              sx={{
                ...controlSx,
                position: 'absolute',
                right: { xs: 8, sm: 24 },
                top: '50%',
                transform: 'translateY(-50%)',
              }}
            >
              <ChevronRight fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>

      {hasMany && (
        <Box
          ref={thumbsRef}
          role="group"
          aria-label="Photos"
          sx={{
            display: 'flex',
            gap: 1,
            px: 2,
            py: 1.5,
            overflowX: 'auto',
            justifyContent: { md: 'center' },
          }}
        >
          {images.map((img, i) => (
            <ButtonBase
              key={img.key}
              data-index={i}
              onClick={() => onIndexChange(i)}
              aria-label={`Show photo ${i + 1} of ${images.length}`}
              aria-current={i === index ? 'true' : undefined}
              sx={{
                flexShrink: 0,
                width: 80,
                height: 45,
                borderRadius: 1,
                overflow: 'hidden',
                outline: i === index ? 2 : 0,
                outlineColor: 'common.white',
                outlineOffset: 2,
                opacity: i === index ? 1 : 0.6,
                '&:focus-visible': { outline: 3, outlineColor: 'secondary.main' },
              }}
            >
              <PropertyImage
                src={img.thumb}
                alt=""
                width={80}
                height={45}
                loading="lazy"
                style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Dialog>
  );
}
