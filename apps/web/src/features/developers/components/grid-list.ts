import type { SxProps, Theme } from '@mui/material/styles';

/** A list laid out as a grid of tiles, without bullets; `columns` per breakpoint. */
export function gridListSx(columns: Partial<Record<'xs' | 'sm' | 'md', string>>, gap: number | object = 2) {
  return {
    listStyle: 'none',
    p: 0,
    m: 0,
    display: 'grid',
    gridTemplateColumns: columns,
    gap,
  } satisfies SxProps<Theme>;
}

/** One column on phones, two from 640 px. */
export const TWO_COLUMNS = { xs: '1fr', sm: '1fr 1fr' };
