import { Tooltip as BaseTooltip } from '@base-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import styles from './tooltip.module.css';

/**
 * A short hint shown on hover and on keyboard focus (Base UI), never the only way to learn
 * something (DESIGN 'Touch targets: nothing needs hover'): the trigger keeps its own accessible
 * name, and the tip adds to it. Escape hides it.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
}: {
  content: ReactNode;
  /** The element the tip belongs to: a button or a link that forwards its ref. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}) {
  return (
    <BaseTooltip.Provider delay={300}>
      <BaseTooltip.Root>
        <BaseTooltip.Trigger render={children} />
        <BaseTooltip.Portal>
          <BaseTooltip.Positioner className={styles.positioner} side={side} sideOffset={6}>
            <BaseTooltip.Popup className={styles.popup}>{content}</BaseTooltip.Popup>
          </BaseTooltip.Positioner>
        </BaseTooltip.Portal>
      </BaseTooltip.Root>
    </BaseTooltip.Provider>
  );
}
