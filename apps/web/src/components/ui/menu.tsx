import { Menu as BaseMenu } from '@base-ui/react/menu';
import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import styles from './menu.module.css';

export type TMenuItem = {
  label: string;
  icon?: ReactNode;
  /** A route to go to; otherwise `href` (mailto:, tel:) or `onSelect`. */
  to?: string;
  href?: string;
  onSelect?: () => void;
  isDestructive?: boolean;
  isDisabled?: boolean;
};

export type TMenuProps = {
  /** The button that opens the menu (an IconButton, a Button): it gets aria-haspopup and aria-expanded. */
  trigger: ReactElement;
  items: readonly TMenuItem[];
  /** Which edge of the trigger the menu lines up with: 'end' for a row menu on the right. */
  align?: 'start' | 'end';
};

/**
 * A menu of actions (the WAI-ARIA menu button pattern, on Base UI): Enter, Space or the arrow keys
 * open it on its first item, arrows move, typing a letter jumps, Escape closes it and focus goes
 * back to the button (and from there, to it again when a dialog opened from the menu closes).
 */
export function Menu({ trigger, items, align = 'end' }: TMenuProps) {
  return (
    <BaseMenu.Root>
      <BaseMenu.Trigger render={trigger} />
      <BaseMenu.Portal>
        <BaseMenu.Positioner className={styles.positioner} align={align} sideOffset={4}>
          <BaseMenu.Popup className={styles.popup}>
            {items.map((item) => {
              const className = [styles.item, item.isDestructive && styles.destructive]
                .filter(Boolean)
                .join(' ');
              const content = (
                <>
                  {item.icon && (
                    <span className={styles.icon} aria-hidden="true">
                      {item.icon}
                    </span>
                  )}
                  {item.label}
                </>
              );
              if (item.to || item.href) {
                return (
                  <BaseMenu.LinkItem
                    key={item.label}
                    className={className}
                    closeOnClick
                    // biome-ignore lint/a11y/useAnchorContent: the element to render; the item's content goes inside
                    render={item.to ? <RouterLink to={item.to} /> : <a href={item.href} />}
                    aria-disabled={item.isDisabled || undefined}
                  >
                    {content}
                  </BaseMenu.LinkItem>
                );
              }
              return (
                <BaseMenu.Item
                  key={item.label}
                  className={className}
                  disabled={item.isDisabled}
                  onClick={() => item.onSelect?.()}
                >
                  {content}
                </BaseMenu.Item>
              );
            })}
          </BaseMenu.Popup>
        </BaseMenu.Positioner>
      </BaseMenu.Portal>
    </BaseMenu.Root>
  );
}
