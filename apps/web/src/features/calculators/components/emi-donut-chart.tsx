import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { abbreviateInr } from '@nivaas/shared/format-price';

const SIZE = 200;
const STROKE = 30;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type TProps = {
  principal: number;
  interest: number;
  principalPercentage: number;
  interestPercentage: number;
};

/**
 * The principal / interest split as an SVG donut: two arcs drawn as dashed strokes of one circle,
 * starting at twelve o'clock, with the total in the hole.
 */
export function EmiDonutChart({ principal, interest, principalPercentage, interestPercentage }: TProps) {
  const theme = useTheme();
  const total = principal + interest;
  const principalLength = total > 0 ? (principal / total) * CIRCUMFERENCE : 0;
  const interestLength = CIRCUMFERENCE - principalLength;
  const label = `Principal ${principalPercentage}% and interest ${interestPercentage}% of the total payable, ${abbreviateInr(total)}`;

  return (
    <Box
      component="svg"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={label}
      sx={{ width: '100%', maxWidth: 220, height: 'auto', display: 'block', mx: 'auto' }}
    >
      <title>{label}</title>
      <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`} fill="none" strokeWidth={STROKE}>
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} stroke={theme.palette.grey[200]} />
        {interestLength > 0 && (
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            stroke={theme.palette.secondary.main}
            strokeDasharray={`${interestLength} ${CIRCUMFERENCE}`}
            strokeDashoffset={-principalLength}
          />
        )}
        {principalLength > 0 && (
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            stroke={theme.palette.primary.main}
            strokeDasharray={`${principalLength} ${CIRCUMFERENCE}`}
          />
        )}
      </g>
      <text
        x="50%"
        y="45%"
        textAnchor="middle"
        dominantBaseline="middle"
        fill={theme.palette.text.secondary}
        fontSize={14}
      >
        Total payable
      </text>
      <text
        x="50%"
        y="58%"
        textAnchor="middle"
        dominantBaseline="middle"
        fill={theme.palette.text.primary}
        fontSize={20}
        fontWeight={700}
      >
        {abbreviateInr(total)}
      </text>
    </Box>
  );
}
