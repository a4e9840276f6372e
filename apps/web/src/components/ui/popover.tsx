import { useLingui } from '@lingui/react/macro';
import { Popover as BasePopover } from '@base-ui/react/popover';
import X from 'lucide-react/icons/x';
import { type ReactNode, useRef } from 'react';
import { iconButtonClass } from './button-class';
import styles from './popover.module.css';

const TABBABLE =
  'button:not(:disabled), input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

export type TPopoverProps = {
  /** The button the panel opens under (a filter button); null while closed. */
  anchor: HTMLElement | null;
  /** Asked to close: Escape, a press outside, or the panel's own action. */
  onClose: () => void;
  /** The panel's title, which names it (its button's text). */
  label: string;
  closeLabel?: string;
  /** The panel's id, for its button's aria-controls. */
  id?: string;
  /** The panel's width in px; never wider than the screen less its gutters. */
  width?: number;
  children: ReactNode;
};

/**
 * A panel of controls under the button that opened it (a filter dropdown), on Base UI: a dialog
 * titled `label`, with a close button; focus moves to its first control and stays inside while it
 * is open (the close button is the keyboard's way out, besides Escape); Escape and a press outside
 * close it, and focus goes back to the button. It keeps to the screen (it flips or
 * shifts near an edge). The button is not part of it, so the button can live on a page's first
 * download while this part arrives later (README rule 5): a press on the button while the panel is
 * open is left to the button (it toggles), not taken as a press outside.
 */
export function Popover({ anchor, onClose, label, closeLabel, id, width, children }: TPopoverProps) {
  const { t } = useLingui();
  const anchorRef = useRef<HTMLElement | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  if (anchor) anchorRef.current = anchor;
  return (
    <BasePopover.Root
      open={anchor !== null}
      modal="trap-focus"
      onOpenChange={(next, details) => {
        if (next) return;
        const target = details.event?.target;
        if (
          details.reason === 'outside-press' &&
          target instanceof Node &&
          anchorRef.current?.contains(target)
        )
          return;
        onClose();
      }}
    >
      <BasePopover.Portal>
        <BasePopover.Positioner
          anchor={anchor}
          side="bottom"
          align="start"
          sideOffset={8}
          collisionPadding={16}
          className={styles.positioner}
        >
          <BasePopover.Popup
            id={id}
            initialFocus={(openType) =>
              // Its first control, so a keyboard user starts on the choices (by touch: the panel).
              openType === 'touch' ? true : (bodyRef.current?.querySelector<HTMLElement>(TABBABLE) ?? true)
            }
            finalFocus={anchorRef}
            className={styles.popup}
            style={width ? { width } : undefined}
          >
            <div className={styles.header}>
              <BasePopover.Title className={styles.title}>{label}</BasePopover.Title>
              <BasePopover.Close
                aria-label={closeLabel ?? t`Close`}
                className={iconButtonClass({ variant: 'ghost', size: 'sm' })}
              >
                <X size={20} />
              </BasePopover.Close>
            </div>
            <div ref={bodyRef}>{children}</div>
          </BasePopover.Popup>
        </BasePopover.Positioner>
      </BasePopover.Portal>
    </BasePopover.Root>
  );
}
