import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import { IconButton } from '../ui/icon-button';
import { Menu, type TMenuItem } from '../ui/menu';
import styles from './row-menu.module.css';

export type TRowMenuItem = TMenuItem;

/**
 * The row menu of an admin table (DESIGN 'Tables': on the right). The button is named after the
 * row ('Actions for Priya Kulkarni'); focus goes back to it when the menu closes (and from there,
 * to it again when a dialog opened from the menu closes).
 */
export function RowMenu({ label, items }: { label: string; items: readonly TRowMenuItem[] }) {
  return (
    <Menu
      align="end"
      items={items}
      trigger={<IconButton label={label} icon={<EllipsisVertical size={20} />} className={styles.trigger} />}
    />
  );
}
