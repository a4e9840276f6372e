import { useLingui } from '@lingui/react/macro';
import { SCROLL_TOP_AFTER_PX } from '@nivaas/shared/constants';
import ChevronUp from 'lucide-react/icons/chevron-up';
import { useEffect, useState } from 'react';
import styles from './back-to-top.module.css';

/** Shown after 300 px of scrolling (spec §9); takes the page back to the top, smoothly unless reduced motion is asked for. */
export function BackToTop() {
  const [isVisible, setIsVisible] = useState(false);
  const { t } = useLingui();
  useEffect(() => {
    const onScroll = () => setIsVisible(window.scrollY > SCROLL_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!isVisible) return null;
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" aria-label={t`Scroll to top`} onClick={toTop} className={styles.button}>
      <ChevronUp size={24} />
    </button>
  );
}
