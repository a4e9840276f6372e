import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Content width and gutters of DESIGN.md (max 1280 px; 16 / 24 / 32 px), aligned with the site header. */
export const PAGE_CONTAINER_SX = { maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3, md: 4 } } as const;

export function PageContainer({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return <Box sx={[PAGE_CONTAINER_SX, ...(Array.isArray(sx) ? sx : [sx])]}>{children}</Box>;
}
