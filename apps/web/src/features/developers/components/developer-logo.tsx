import Box from '@mui/material/Box';
import type { TImageRef } from '@nivaas/shared/auth';
import { useState } from 'react';
import { cardImageSources } from '../../../components/property-card/property-card-lib';
import { initialsOf } from '../lib/developer-display';

/**
 * A builder's square logo on a light tile (DESIGN 'Images'); the builder's initials when there is
 * no logo or it fails to load. `alt` is empty where the name is written beside it.
 */
export function DeveloperLogo({
  name,
  logo,
  size,
  phoneSize = size,
  alt = '',
  eager = false,
}: {
  name: string;
  logo: TImageRef | null;
  size: number;
  /** A smaller tile on phones. */
  phoneSize?: number;
  alt?: string;
  eager?: boolean;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  const image = logo ? cardImageSources([logo]) : undefined;
  return (
    <Box
      sx={{
        width: { xs: phoneSize, sm: size },
        height: { xs: phoneSize, sm: size },
        flexShrink: 0,
        borderRadius: 2,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {image && !hasFailed ? (
        <Box
          component="img"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? `${size}px` : undefined}
          width={size}
          height={size}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setHasFailed(true)}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <Box
          component="span"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          sx={{
            fontSize: { xs: phoneSize * 0.36, sm: size * 0.36 },
            fontWeight: 700,
            color: 'primary.main',
            letterSpacing: 1,
          }}
        >
          {initialsOf(name)}
        </Box>
      )}
    </Box>
  );
}
