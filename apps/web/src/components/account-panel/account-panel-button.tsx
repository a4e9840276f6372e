import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../ui/button-class';
import { Icon } from '../ui/icon';
import styles from './account-panel-button.module.css';

// The panel is built with MUI; it is fetched on the first click so the home page loads without MUI.
const AccountPanel = lazy(() => import('./account-panel-scoped'));

/**
 * The ACCOUNT button of the headers (spec §2) and the side panel it opens. `color="inherit"`
 * suits a coloured bar such as the home hero's.
 */
export function AccountPanelButton({ color = 'primary' }: { color?: 'primary' | 'inherit' }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'outlined', color, className: styles.account })}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        // Fetch the panel's code as soon as a pointer or focus shows the intent to open it.
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <Icon name="accountCircleOutlined" />
        ACCOUNT
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <AccountPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
