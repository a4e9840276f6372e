import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { i18nFor } from './i18n';
import { HTML_LANG, localeOfPath } from './locale';
import { I18nProvider } from './runtime';

/**
 * The page's language, from its path (/hi… is Hindi): its Lingui instance for the macros below,
 * and `<html lang>` once the page shows in the browser (the server writes it into the HTML).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const i18n = i18nFor(locale);
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[i18n.locale === 'hi' ? 'hi' : 'en'];
  }, [i18n]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
