import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import type { TStatusTone } from '../lib/status-colors';
import styles from './cells.module.css';

/** Avatar, name and a second line (email, company...): the person cells of the admin tables. */
export function PersonCell({
  name,
  avatar,
  secondary,
  badge,
}: {
  name: string;
  avatar?: string | null;
  secondary?: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <div className={styles.person}>
      <Avatar name={name || '?'} src={avatar} size={32} />
      <div className={styles.personText}>
        <div className={styles.nameLine}>
          <span className={`${styles.name} ${styles.cut}`} title={name}>
            {name}
          </span>
          {badge}
        </div>
        {secondary && (
          <div
            className={`${styles.secondary} ${styles.cut}`}
            title={typeof secondary === 'string' ? secondary : undefined}
          >
            {secondary}
          </div>
        )}
      </div>
    </div>
  );
}

/** A small coloured status badge (role, active, verified...). */
export function StatusChip({ label, tone }: { label: string; tone: TStatusTone }) {
  return <Badge tone={tone}>{label}</Badge>;
}

/** A dash for an empty cell, read out as 'Not given'. */
export function EmptyCell() {
  const { t } = useLingui();
  return (
    <span className={styles.empty} role="img" aria-label={t`Not given`}>
      —
    </span>
  );
}

/**
 * Plain text in a cell; `isCut` ends it in an ellipsis on one line on desktops (the full text in
 * its title), while a phone's card has room for all of it.
 */
export function TextCell({
  value,
  isCut = false,
  cutAt,
  isNoWrap = false,
}: {
  value: string | null | undefined;
  isCut?: boolean;
  /** Where the cut falls, in characters (20 by default). */
  cutAt?: number;
  isNoWrap?: boolean;
}) {
  if (!value) return <EmptyCell />;
  return (
    <span
      className={[styles.text, isCut && styles.cut, isNoWrap && styles.noWrap].filter(Boolean).join(' ')}
      style={isCut && cutAt ? ({ '--cut-at': `${cutAt}ch` } as CSSProperties) : undefined}
      title={isCut ? value : undefined}
    >
      {value}
    </span>
  );
}

/** Two lines in a cell: the main text and a quieter one under it (email and mobile...). */
export function TwoLineCell({ primary, secondary }: { primary: ReactNode; secondary?: ReactNode }) {
  return (
    <div className={styles.twoLine}>
      <div className={styles.cut} title={typeof primary === 'string' ? primary : undefined}>
        {primary}
      </div>
      {secondary && <div className={styles.secondary}>{secondary}</div>}
    </div>
  );
}
