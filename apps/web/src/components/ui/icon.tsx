import { ICONS, type TIconName } from './icon-paths';

/** A decorative icon (hidden from assistive technology); its size follows the font size by default. */
export function Icon({
  name,
  size = '1.25em',
  className,
}: {
  name: TIconName;
  size?: number | string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
      style={{ flexShrink: 0 }}
    >
      <path d={ICONS[name]} />
    </svg>
  );
}
