import CircleX from 'lucide-react/icons/circle-x';
import type { ComponentProps, ReactNode } from 'react';
import styles from './badge.module.css';

/** `secondary` is the saffron highlight: only where the spec asks for it (the agent role badge, Featured). */
export type TBadgeTone = 'neutral' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';

/** A short status label ('Verified', 'Pending'): a soft tint, or `isSolid` for white text on the tone. */
export function Badge({
  tone = 'neutral',
  isSolid = false,
  icon,
  className,
  children,
}: {
  tone?: TBadgeTone;
  isSolid?: boolean;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={[styles.badge, styles[tone], isSolid && styles.solid, className].filter(Boolean).join(' ')}
    >
      {icon}
      {children}
    </span>
  );
}

export type TChipProps = {
  children: ReactNode;
  icon?: ReactNode;
  className?: string;
} & (
  | { kind?: 'static' }
  /** A toggle (a filter choice): aria-pressed shows whether it is on. */
  | ({ kind: 'toggle'; isPressed: boolean } & Omit<ComponentProps<'button'>, 'children' | 'className'>)
  /** A chosen value that can be removed ('Pune ×'); `removeLabel` names the remove button. */
  | { kind: 'removable'; removeLabel: string; onRemove: () => void }
);

/** A pill (999 px corners): a tag, a toggle filter, or a removable chosen value. */
export function Chip(props: TChipProps) {
  const className = [styles.chip, props.className].filter(Boolean).join(' ');
  if (props.kind === 'toggle') {
    const { kind: _kind, isPressed, icon, children, className: _c, ...rest } = props;
    return (
      <button type="button" aria-pressed={isPressed} className={className} {...rest}>
        {icon}
        {children}
      </button>
    );
  }
  if (props.kind === 'removable') {
    return (
      <span className={className}>
        {props.icon}
        {props.children}
        <button
          type="button"
          aria-label={props.removeLabel}
          className={styles.remove}
          onClick={props.onRemove}
        >
          <CircleX size={18} />
        </button>
      </span>
    );
  }
  return (
    <span className={className}>
      {props.icon}
      {props.children}
    </span>
  );
}
