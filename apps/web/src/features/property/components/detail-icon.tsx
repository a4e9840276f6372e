import { DETAIL_ICONS, type TDetailIconName } from './detail-icon-paths';

/**
 * An icon of the detail page (inline SVG, no MUI). Decorative unless it has a `title`, which
 * makes it an image with that name (as MUI's `titleAccess`).
 */
export function DetailIcon({
  name,
  size = '1.25em',
  title,
  className,
}: {
  name: TDetailIconName;
  size?: number | string;
  title?: string;
  className?: string;
}) {
  const paths = DETAIL_ICONS[name].map((d) => <path key={d} d={d} />);
  const common = {
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    fill: 'currentColor',
    focusable: 'false' as const,
    className,
    style: { flexShrink: 0 },
  };
  return title ? (
    <svg {...common} role="img" aria-label={title}>
      <title>{title}</title>
      {paths}
    </svg>
  ) : (
    <svg {...common} aria-hidden="true">
      {paths}
    </svg>
  );
}
