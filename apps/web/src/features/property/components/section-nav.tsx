import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useHeaderHeight } from '../../../components/layouts/use-header-height';
import {
  activeSection,
  DETAIL_SECTIONS,
  SECTION_LABEL,
  sectionDomId,
  type TSectionId,
} from '../lib/sections';
import { DetailIcon } from './detail-icon';
import styles from './section-nav.module.css';

const BAR_HEIGHT = 52;

/** Whether a horizontal scroller has more to either side, kept up to date as it scrolls or resizes. */
function useOverflow(ref: React.RefObject<HTMLElement | null>) {
  const [overflow, setOverflow] = useState({ left: false, right: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const left = el.scrollLeft > 2;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
    setOverflow((o) => (o.left === left && o.right === right ? o : { left, right }));
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.addEventListener('scroll', update, { passive: true });
    // The observer reports the size once laid out (no forced layout while the page hydrates).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(el);
    else update();
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, update]);
  return overflow;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The sticky section bar (spec §2): it sticks under the site header once the page scrolls past
 * it, follows the section being read, and scrolls to a section when one is chosen.
 */
export function SectionNav() {
  const { t, i18n } = useLingui();
  const header = useHeaderHeight();
  const headerHeight = header.height;
  const sentinelRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(scrollerRef);
  const [isStuck, setIsStuck] = useState(false);
  const [active, setActive] = useState<TSectionId>('overview');
  const scrollOffset = headerHeight + BAR_HEIGHT + 8;

  // The scroll offset sections keep from the bars when scrolled to: CSS gives it for the header's
  // usual height (detail-sections.module.css); only another height is written, as a style on
  // <html> makes the browser restyle and lay out the whole page.
  useEffect(() => {
    if (header.isCss) return;
    document.documentElement.style.setProperty('--detail-scroll-offset', `${scrollOffset}px`);
    return () => {
      document.documentElement.style.removeProperty('--detail-scroll-offset');
    };
  }, [header.isCss, scrollOffset]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) =>
        setIsStuck(!!entry && !entry.isIntersecting && entry.boundingClientRect.top < headerHeight + 1),
      { rootMargin: `-${headerHeight + 1}px 0px 0px 0px`, threshold: 0 },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [headerHeight]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = DETAIL_SECTIONS.flatMap((s) => {
        const el = document.getElementById(sectionDomId(s.id));
        return el ? [{ id: s.id, top: el.getBoundingClientRect().top }] : [];
      });
      setActive(activeSection(tops, scrollOffset + 24));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // First read in the next frame, when the browser has laid the page out itself.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [scrollOffset]);

  // Keep the active item in view in the scrollable bar.
  useEffect(() => {
    const link = document.querySelector<HTMLElement>(`[data-section-link="${active}"]`);
    const bar = link?.parentElement;
    if (!link || !bar) return;
    const left = link.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft || left + link.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollTo?.({ left: Math.max(0, left - 16) });
    }
  }, [active]);

  // Pointer helpers only: keyboard users reach every link with Tab, which scrolls it into view.
  const nudge = (direction: 1 | -1) => {
    const el = scrollerRef.current;
    if (el)
      el.scrollBy({
        left: direction * el.clientWidth * 0.6,
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
  };

  const onSelect = (e: MouseEvent<HTMLAnchorElement>, id: TSectionId) => {
    const target = document.getElementById(sectionDomId(id));
    if (!target) return;
    e.preventDefault();
    setActive(id);
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Move focus for keyboard and screen reader users without a second jump.
    target.focus({ preventScroll: true });
  };

  return (
    <>
      <div ref={sentinelRef} aria-hidden />
      <nav
        aria-label={t`Sections`}
        data-stuck={isStuck ? 'true' : 'false'}
        className={styles.nav}
        // The bar sits under the header by CSS (its usual 56 / 64 px) unless measured otherwise.
        style={header.isCss ? undefined : { top: headerHeight }}
      >
        {overflow.left && (
          <div className={`${styles.arrow} ${styles.left}`} aria-hidden>
            <button type="button" tabIndex={-1} className={styles.arrowButton} onClick={() => nudge(-1)}>
              <DetailIcon name="chevronLeft" size={24} />
            </button>
          </div>
        )}
        {overflow.right && (
          <div className={`${styles.arrow} ${styles.right}`} aria-hidden>
            <button type="button" tabIndex={-1} className={styles.arrowButton} onClick={() => nudge(1)}>
              <DetailIcon name="chevronRight" size={24} />
            </button>
          </div>
        )}
        <div ref={scrollerRef} className={styles.scroller}>
          {DETAIL_SECTIONS.map((s) => (
            <a
              key={s.id}
              href={`#${sectionDomId(s.id)}`}
              data-section-link={s.id}
              aria-current={s.id === active ? 'location' : undefined}
              onClick={(e) => onSelect(e, s.id)}
              className={styles.link}
            >
              {i18n._(SECTION_LABEL[s.id])}
            </a>
          ))}
        </div>
      </nav>
    </>
  );
}
