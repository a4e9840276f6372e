import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * MUI's theme around the parts of features still built with MUI (their pages, through
 * mui-layout.tsx, and dialogs and panels the listing and detail pages open). Goes away with the
 * last feature that uses MUI.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
