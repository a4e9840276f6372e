import Box from '@mui/material/Box';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import {
  currentSection,
  DEVELOPER_SECTIONS,
  developerSectionDomId,
  type TDeveloperSectionId,
} from '../lib/developer-sections';

const TAB_HEIGHT = 48;
const GAP = 8;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The bottom edge of the site's sticky header, which the tab bar sits under once it sticks. */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('header.MuiAppBar-root');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBottom(Math.round(header.offsetHeight)));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return bottom;
}

/**
 * The detail page's tabs (admin spec §2.9): each scrolls to its section, and the bar stays fixed
 * under the header once the page has scrolled past it, marking the section being read.
 */
export function DeveloperSectionNav() {
  const top = useHeaderBottom();
  const barRef = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState<TDeveloperSectionId>('overview');
  const [isStuck, setIsStuck] = useState(false);
  const line = top + TAB_HEIGHT + GAP;

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
      setIsStuck(!!bar && window.scrollY > 0 && bar.getBoundingClientRect().top <= top + 0.5);
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
  }, [line, top]);

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
    <Box
      ref={barRef}
      component="nav"
      aria-label="Developer sections"
      data-stuck={isStuck}
      sx={{
        position: 'sticky',
        top,
        zIndex: (t) => t.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: isStuck ? '0 4px 12px rgba(31,41,51,0.08)' : 'none',
        // On a phone the stuck bar runs edge to edge, so nothing shows beside it in the gutters.
        mx: isStuck ? { xs: -2, sm: 0 } : 0,
        px: isStuck ? { xs: 1, sm: 0 } : 0,
        transition: 'box-shadow 200ms ease-out',
        display: 'flex',
        overflowX: 'auto',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
      }}
    >
      {DEVELOPER_SECTIONS.map(({ id, label }) => {
        const isCurrent = id === current;
        return (
          <Box
            key={id}
            component="a"
            href={`#${developerSectionDomId(id)}`}
            data-section={id}
            aria-current={isCurrent ? 'location' : undefined}
            onClick={(e: MouseEvent<HTMLAnchorElement>) => go(e, id)}
            sx={{
              flexShrink: 0,
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: TAB_HEIGHT,
              px: 2,
              typography: 'body2',
              fontWeight: 600,
              whiteSpace: 'nowrap',
              textDecoration: 'none',
              color: isCurrent ? 'primary.main' : 'text.secondary',
              borderBottom: 3,
              borderColor: isCurrent ? 'primary.main' : 'transparent',
              '&:hover': { color: 'primary.main' },
              '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: -3 },
            }}
          >
            {label}
          </Box>
        );
      })}
    </Box>
  );
}
