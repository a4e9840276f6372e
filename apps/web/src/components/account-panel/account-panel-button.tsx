import { useLingui } from '@lingui/react/macro';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import { lazy, Suspense, useState } from 'react';
import { loadCatalogPart } from '../../lib/i18n/i18n';
import { buttonClass, type TButtonTone } from '../ui/button-class';
import styles from './account-panel-button.module.css';

// The panel (a Base UI drawer) is fetched on the first click, or on the intent to click, so a
// page's first download does not carry it; its words (the account-panel part) come beside it.
const AccountPanel = lazy(() => import('./account-panel').then((m) => ({ default: m.AccountPanel })));

/**
 * The ACCOUNT button of the site header (spec §2) and the side panel it opens. `compact`: on a narrow
 * phone its word is read out but not shown, so the header's row (with the bell of a signed-in user)
 * keeps the menu button on screen.
 */
export function AccountPanelButton({
  tone = 'default',
  compact = false,
}: {
  tone?: TButtonTone;
  compact?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const [isWanted, setIsWanted] = useState(false);
  // Fetched once and shared (lib/i18n/i18n.ts); English fetches nothing.
  if (isWanted) void loadCatalogPart(i18n.locale === 'hi' ? 'hi' : 'en', 'header-panels');
  return (
    <>
      <button
        type="button"
        className={buttonClass({
          variant: 'secondary',
          tone,
          className: compact ? `${styles.account} ${styles.compact}` : styles.account,
        })}
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
        <span className={styles.label}>{t`ACCOUNT`}</span>
      </button>
      {isWanted && (
        <Suspense fallback={null}>
          <AccountPanel open={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
