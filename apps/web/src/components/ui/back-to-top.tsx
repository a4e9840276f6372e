import { SCROLL_TOP_AFTER_PX } from '@nivaas/shared/constants';
import { useEffect, useState } from 'react';
import styles from './back-to-top.module.css';

const ARROW_UP = 'M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z';

/** Shown after 300 px of scrolling (spec §9); takes the page back to the top. No MUI. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" aria-label="Scroll to top" onClick={toTop} className={styles.button}>
      <svg
        viewBox="0 0 24 24"
        width={24}
        height={24}
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d={ARROW_UP} />
      </svg>
    </button>
  );
}
