import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadCatalogPart } from '../../lib/i18n/i18n';
import type { TLocale } from '../../lib/i18n/locale';
import { useLingui } from '../../lib/i18n/runtime';
import type { TSiteFooterProps } from './site-footer';
// The footer's styles come with every page: a server's HTML draws the footer before its code arrives.
import styles from './site-footer.module.css';

const SLOT_ID = 'site-footer';

type TFooter = ComponentType<TSiteFooterProps>;
let SiteFooter: TFooter | null = null;

/**
 * The footer's code, and its words in the page's language (the catalog's footer part, beside the
 * code): after the page has hydrated in the browser, before rendering on the server.
 */
export async function loadSiteFooter(locale: TLocale): Promise<TFooter> {
  const [loaded] = await Promise.all([import('./site-footer'), loadCatalogPart(locale, 'footer')]);
  SiteFooter ??= loaded.SiteFooter;
  return SiteFooter;
}

/** The footer the server drew, read before the app hydrates (none when the browser draws the page). */
const drawnFooter =
  typeof document === 'undefined' ? '' : (document.getElementById(SLOT_ID)?.innerHTML ?? '');

const footerLinks = (slot: HTMLElement | null) => [...(slot?.querySelectorAll<HTMLElement>('a') ?? [])];

/**
 * The site's footer, below every page and never in its first view: its code (the links, their
 * labels) is not part of the first download. A page the server drew keeps the server's footer as
 * it is (plain links that work, nothing moves) until the code has arrived, then the app's own
 * footer takes its place with the same markup; a page the browser draws shows it once it arrives.
 */
export function SiteFooterSlot() {
  const { i18n } = useLingui();
  const locale: TLocale = i18n.locale === 'hi' ? 'hi' : 'en';
  const [Footer, setFooter] = useState<TFooter | null>(() => SiteFooter);
  const slotRef = useRef<HTMLDivElement>(null);
  // A link focused in the server's footer keeps the focus when the app's footer replaces it.
  const focusedLink = useRef(-1);

  useEffect(() => {
    if (Footer) return;
    let live = true;
    void loadSiteFooter(locale).then((loaded) => {
      if (!live) return;
      focusedLink.current = footerLinks(slotRef.current).indexOf(document.activeElement as HTMLElement);
      setFooter(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [Footer, locale]);

  useLayoutEffect(() => {
    if (!Footer || focusedLink.current < 0) return;
    footerLinks(slotRef.current)[focusedLink.current]?.focus();
    focusedLink.current = -1;
  }, [Footer]);

  return Footer ? (
    <div id={SLOT_ID} ref={slotRef}>
      <Footer styles={styles} />
    </div>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own HTML of this element, kept as it is
    <div id={SLOT_ID} ref={slotRef} dangerouslySetInnerHTML={{ __html: drawnFooter }} />
  );
}
