/**
 * The few colours the spec names outright (public-site §2): the status badge (blue for For Sale,
 * red otherwise) and the map markers (light blue, the selected one pink). Chosen to keep white
 * badge text at WCAG AA contrast. Everything else comes from the theme.
 */
export const STATUS_BADGE_COLORS = {
  forSale: '#1565C0',
  other: '#C62828',
  text: '#FFFFFF',
} as const;

export const MAP_MARKER_COLORS = {
  default: '#4FC3F7',
  selected: '#FF4FA3',
  stroke: '#FFFFFF',
} as const;
