import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useHeaderHeight } from '../../../components/layouts/use-header-height';
import {
  currentSection,
  DEVELOPER_SECTIONS,
  developerSectionDomId,
  type TDeveloperSectionId,
} from '../lib/developer-sections';
import styles from './developer-section-nav.module.css';

/** The bar's height and the room left under it when a section is scrolled to (CSS has the same). */
const BAR_PX = 48;
const GAP_PX = 8;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The detail page's tabs (admin spec §2.9): each scrolls to its section, and the bar stays fixed
 * under the header once the page has scrolled past it, marking the section being read. The first
 * render marks Overview and sits where CSS puts it; measuring starts in the browser.
 */
export function DeveloperSectionNav() {
  const { t, i18n } = useLingui();
  const headerHeight = useHeaderHeight().height;
  const barRef = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState<TDeveloperSectionId>('overview');
  const [isStuck, setIsStuck] = useState(false);
  const line = headerHeight + BAR_PX + GAP_PX;

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = DEVELOPER_SECTIONS.flatMap(({ id }) => {
        const el = document.getElementById(developerSectionDomId(id));
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      setCurrent(currentSection(tops, line + 16));
      const bar = barRef.current;
      setIsStuck(!!bar && window.scrollY > 0 && bar.getBoundingClientRect().top <= headerHeight + 0.5);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [line, headerHeight]);

  // On a narrow screen the bar scrolls sideways: keep the current tab in view.
  useEffect(() => {
    const bar = barRef.current;
    const tab = bar?.querySelector<HTMLElement>(`[data-section="${current}"]`);
    if (!bar || !tab) return;
    if (
      tab.offsetLeft < bar.scrollLeft ||
      tab.offsetLeft + tab.offsetWidth > bar.scrollLeft + bar.clientWidth
    ) {
      bar.scrollTo?.({ left: Math.max(0, tab.offsetLeft - 16) });
    }
  }, [current]);

  const go = (e: MouseEvent<HTMLAnchorElement>, id: TDeveloperSectionId) => {
    const section = document.getElementById(developerSectionDomId(id));
    if (!section) return;
    e.preventDefault();
    setCurrent(id);
    const y = section.getBoundingClientRect().top + window.scrollY - line;
    window.scrollTo({ top: Math.max(0, y), behavior: reducedMotion() ? 'auto' : 'smooth' });
    // Keyboard and screen-reader users continue reading from the section they chose.
    section.focus({ preventScroll: true });
  };

  return (
    <nav
      ref={barRef}
      aria-label={t`Builder sections`}
      data-stuck={isStuck || undefined}
      className={styles.nav}
      style={headerHeight ? { top: headerHeight } : undefined}
    >
      {DEVELOPER_SECTIONS.map(({ id, label }) => (
        <a
          key={id}
          href={`#${developerSectionDomId(id)}`}
          data-section={id}
          aria-current={id === current ? 'location' : undefined}
          onClick={(e) => go(e, id)}
          className={styles.link}
        >
          {i18n._(label)}
        </a>
      ))}
    </nav>
  );
}
