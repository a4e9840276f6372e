/**
 * sx that hides content on screen but keeps it for screen readers. Sizes are in px on purpose:
 * in MUI's sx a bare `width: 1` means 100%, which would push the page wider than the screen.
 */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
