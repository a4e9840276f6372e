import { createTheme } from '@mui/material/styles';

const SYSTEM_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

/** The one theme of DESIGN.md: deep teal, saffron highlights, slate text, system fonts. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0F5F6E', contrastText: '#FFFFFF' },
    secondary: { main: '#E8A33D', contrastText: '#1F2933' },
    text: { primary: '#1F2933', secondary: '#52606D' },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
    success: { main: '#1B7F3B' },
    error: { main: '#C62828' },
    warning: { main: '#A15C00' },
    info: { main: '#0B6BCB' },
    grey: { 50: '#F5F7FA' },
  },
  shape: { borderRadius: 8 },
  spacing: 8,
  breakpoints: { values: { xs: 0, sm: 640, md: 900, lg: 1200, xl: 1536 } },
  typography: {
    fontFamily: SYSTEM_FONT,
    fontSize: 14,
    h1: { fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
    h5: { fontSize: '1rem', fontWeight: 600 },
    h6: { fontSize: '0.875rem', fontWeight: 600 },
    body1: { fontSize: '1rem' },
    body2: { fontSize: '0.875rem' },
    caption: { fontSize: '0.75rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8, minHeight: 40 } },
    },
    MuiCard: {
      styleOverrides: {
        root: {
          borderRadius: 12,
          boxShadow: '0 1px 3px rgba(31,41,51,0.08), 0 4px 12px rgba(31,41,51,0.06)',
        },
      },
    },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 12 } } },
    MuiChip: { styleOverrides: { root: { borderRadius: 999 } } },
    MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 8 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

/** Tabular numerals for prices, so columns of figures line up. */
export const priceSx = { fontVariantNumeric: 'tabular-nums', fontWeight: 700 } as const;
