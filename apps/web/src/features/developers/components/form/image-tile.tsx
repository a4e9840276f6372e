import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TImageRef } from '@nivaas/shared/auth';
import { type ReactNode, useEffect, useState } from 'react';

/** A preview address for a chosen file, freed when the file changes or the tile goes away. */
function useObjectUrl(file: File | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

const TILE_PX = 144;

/**
 * A square image on a light tile (DESIGN 'Images'): a chosen file's preview or a stored image,
 * a caption under it and an optional action (Remove).
 */
export function ImageTile({
  file,
  image,
  alt,
  caption,
  fit = 'contain',
  action,
}: {
  file?: File | null;
  image?: TImageRef | null;
  alt: string;
  caption: ReactNode;
  fit?: 'contain' | 'cover';
  action?: ReactNode;
}) {
  const preview = useObjectUrl(file);
  const src = preview ?? image?.variants?.medium ?? image?.url;
  return (
    <Box component="figure" sx={{ m: 0, width: TILE_PX, display: 'grid', gap: 0.5, alignContent: 'start' }}>
      <Box
        sx={{
          aspectRatio: '1',
          bgcolor: 'grey.50',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {src && (
          <Box
            component="img"
            src={src}
            alt={alt}
            width={TILE_PX}
            height={TILE_PX}
            sx={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
          />
        )}
      </Box>
      <Typography
        component="figcaption"
        variant="caption"
        color="text.secondary"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {caption}
      </Typography>
      {action}
    </Box>
  );
}
