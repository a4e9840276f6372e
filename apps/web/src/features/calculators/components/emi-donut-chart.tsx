import { useLingui } from '@lingui/react/macro';
import { shortInr } from '../lib/money-text';
import styles from './emi-donut-chart.module.css';

const SIZE = 200;
const STROKE = 30;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const CENTRE = SIZE / 2;

type TProps = {
  principal: number;
  interest: number;
  principalPercentage: number;
  interestPercentage: number;
};

/**
 * The principal / interest split as an SVG donut: two arcs drawn as dashed strokes of one circle,
 * starting at twelve o'clock, with the total in the hole. Colours come from the style sheet.
 */
export function EmiDonutChart({ principal, interest, principalPercentage, interestPercentage }: TProps) {
  const { t, i18n } = useLingui();
  const total = principal + interest;
  const totalText = shortInr(total, i18n.locale);
  const principalLength = total > 0 ? (principal / total) * CIRCUMFERENCE : 0;
  const interestLength = CIRCUMFERENCE - principalLength;
  const label = t`Principal ${principalPercentage}% and interest ${interestPercentage}% of the total payable, ${totalText}`;

  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label} className={styles.chart}>
      <title>{label}</title>
      <g transform={`rotate(-90 ${CENTRE} ${CENTRE})`} fill="none" strokeWidth={STROKE}>
        <circle cx={CENTRE} cy={CENTRE} r={RADIUS} className={styles.track} />
        {interestLength > 0 && (
          <circle
            cx={CENTRE}
            cy={CENTRE}
            r={RADIUS}
            className={styles.interest}
            strokeDasharray={`${interestLength} ${CIRCUMFERENCE}`}
            strokeDashoffset={-principalLength}
          />
        )}
        {principalLength > 0 && (
          <circle
            cx={CENTRE}
            cy={CENTRE}
            r={RADIUS}
            className={styles.principal}
            strokeDasharray={`${principalLength} ${CIRCUMFERENCE}`}
          />
        )}
      </g>
      <text
        x="50%"
        y="45%"
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={14}
        className={styles.caption}
      >
        {t`Total payable`}
      </text>
      <text
        x="50%"
        y="58%"
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={20}
        className={styles.total}
      >
        {totalText}
      </text>
    </svg>
  );
}
