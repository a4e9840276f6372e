import { useLingui } from '@lingui/react/macro';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import { lazy, Suspense, useState } from 'react';
import { buttonClass, type TButtonTone } from '../ui/button-class';
import styles from './account-panel-button.module.css';

// The panel (a Base UI drawer) is fetched on the first click, or on the intent to click, so a
// page's first download does not carry it.
const AccountPanel = lazy(() => import('./account-panel').then((m) => ({ default: m.AccountPanel })));

/** The ACCOUNT button of the site header (spec §2) and the side panel it opens. */
export function AccountPanelButton({ tone = 'default' }: { tone?: TButtonTone }) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const [isWanted, setIsWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary', tone, className: styles.account })}
        onClick={() => {
          setIsWanted(true);
          setIsOpen(true);
        }}
        onPointerEnter={() => setIsWanted(true)}
        onFocus={() => setIsWanted(true)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
      >
        <CircleUserRound size={20} />
        {t`ACCOUNT`}
      </button>
      {isWanted && (
        <Suspense fallback={null}>
          <AccountPanel open={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
