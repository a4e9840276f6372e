import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';

type TScene = 'living-room' | 'bedroom' | 'villa' | 'office';

const shape = (sx: object, key?: number) => (
  <Box key={key} aria-hidden sx={{ position: 'absolute', ...sx }} />
);

const white = (theme: Theme, a: number) => alpha(theme.palette.common.white, a);
const ink = (theme: Theme, a: number) => alpha(theme.palette.text.primary, a);

/**
 * A drawn stand-in for a project photo: CSS gradients and blocks in the theme's colours, so the
 * page needs no image downloads. Decorative: the card's text describes the project.
 */
export function ProjectIllustration({ scene }: { scene: TScene }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        position: 'relative',
        aspectRatio: '4 / 3',
        overflow: 'hidden',
        background:
          scene === 'living-room'
            ? `linear-gradient(160deg, ${theme.palette.grey[100]} 0%, ${alpha(theme.palette.secondary.main, 0.35)} 100%)`
            : scene === 'bedroom'
              ? `linear-gradient(160deg, ${alpha(theme.palette.primary.light, 0.35)} 0%, ${alpha(theme.palette.primary.main, 0.6)} 100%)`
              : scene === 'villa'
                ? `linear-gradient(180deg, ${alpha(theme.palette.info.main, 0.35)} 0%, ${alpha(theme.palette.secondary.light, 0.5)} 100%)`
                : `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
      })}
    >
      {scene === 'living-room' && (
        <>
          {shape({
            inset: 'auto 0 0 0',
            height: '26%',
            bgcolor: (t: Theme) => alpha(t.palette.secondary.dark, 0.45),
          })}
          {shape({
            top: '12%',
            left: '10%',
            width: '28%',
            height: '40%',
            borderRadius: 1,
            bgcolor: (t: Theme) => white(t, 0.8),
            border: '6px solid',
            borderColor: (t: Theme) => ink(t, 0.15),
          })}
          {shape({
            bottom: '20%',
            left: '40%',
            width: '46%',
            height: '18%',
            borderRadius: '14px 14px 6px 6px',
            bgcolor: 'primary.main',
          })}
          {shape({
            bottom: '34%',
            left: '44%',
            width: '12%',
            height: '10%',
            borderRadius: 2,
            bgcolor: 'secondary.main',
          })}
          {shape({
            top: '16%',
            right: '12%',
            width: 34,
            height: 34,
            borderRadius: '50%',
            bgcolor: 'secondary.main',
            boxShadow: (t: Theme) => `0 0 0 10px ${alpha(t.palette.secondary.main, 0.25)}`,
          })}
        </>
      )}
      {scene === 'bedroom' && (
        <>
          {shape({ inset: 'auto 0 0 0', height: '24%', bgcolor: (t: Theme) => ink(t, 0.25) })}
          {shape({
            bottom: '20%',
            left: '18%',
            width: '64%',
            height: '22%',
            borderRadius: '10px 10px 4px 4px',
            bgcolor: (t: Theme) => white(t, 0.9),
          })}
          {shape({
            bottom: '38%',
            left: '22%',
            width: '56%',
            height: '18%',
            borderRadius: 2,
            bgcolor: 'primary.dark',
          })}
          {shape({
            bottom: '32%',
            left: '26%',
            width: '18%',
            height: '9%',
            borderRadius: 2,
            bgcolor: 'secondary.light',
          })}
          {shape({
            bottom: '32%',
            right: '26%',
            width: '18%',
            height: '9%',
            borderRadius: 2,
            bgcolor: 'secondary.light',
          })}
          {shape({
            top: '10%',
            left: '44%',
            width: '12%',
            height: '16%',
            borderRadius: '0 0 40px 40px',
            bgcolor: 'secondary.main',
          })}
        </>
      )}
      {scene === 'villa' && (
        <>
          {shape({
            inset: 'auto 0 0 0',
            height: '22%',
            bgcolor: (t: Theme) => alpha(t.palette.success.main, 0.45),
          })}
          {shape({
            bottom: '22%',
            left: '14%',
            width: '44%',
            height: '38%',
            bgcolor: (t: Theme) => white(t, 0.92),
          })}
          {shape({
            bottom: '22%',
            left: '54%',
            width: '32%',
            height: '26%',
            bgcolor: (t: Theme) => white(t, 0.8),
          })}
          {shape({ bottom: '60%', left: '10%', width: '52%', height: '6%', bgcolor: 'primary.dark' })}
          {shape({ bottom: '48%', left: '52%', width: '38%', height: '5%', bgcolor: 'primary.dark' })}
          {shape({
            bottom: '30%',
            left: '20%',
            width: '14%',
            height: '20%',
            bgcolor: (t: Theme) => alpha(t.palette.primary.main, 0.6),
          })}
          {shape({
            bottom: '30%',
            left: '62%',
            width: '16%',
            height: '10%',
            bgcolor: (t: Theme) => alpha(t.palette.primary.main, 0.6),
          })}
          {shape({
            top: '12%',
            right: '14%',
            width: 40,
            height: 40,
            borderRadius: '50%',
            bgcolor: 'secondary.main',
          })}
        </>
      )}
      {scene === 'office' && (
        <>
          {[18, 34, 50, 66].map((left, i) =>
            shape(
              {
                bottom: 0,
                left: `${left}%`,
                width: '13%',
                height: `${[52, 72, 60, 44][i]}%`,
                bgcolor: (t: Theme) => white(t, 0.18 + i * 0.06),
                backgroundImage: (t: Theme) =>
                  `repeating-linear-gradient(180deg, transparent 0 10px, ${white(t, 0.25)} 10px 14px)`,
              },
              left,
            ),
          )}
          {shape({ inset: 'auto 0 0 0', height: '10%', bgcolor: (t: Theme) => ink(t, 0.35) })}
          {shape({
            top: '14%',
            left: '10%',
            width: 36,
            height: 36,
            borderRadius: '50%',
            bgcolor: 'secondary.main',
          })}
        </>
      )}
    </Box>
  );
}
