import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * MUI's theme around parts built with MUI that open from the pages built without it (the account
 * panel, notices). The home page and the site's frame use no MUI, so a first visit to the home
 * page downloads less than half the JavaScript; MUI arrives with the first page or panel needing it.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
