import { type ReactNode, use, useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadLocale } from './i18n';
import { HTML_LANG, localeOfPath } from './locale';
import { I18nProvider } from './runtime';

/**
 * The page's language, from its path (/hi… is Hindi): its Lingui instance for the macros below,
 * and `<html lang>` once the page shows in the browser (the server writes it into the HTML).
 * A page of a translated language waits for the language's frame part (its route's loader has
 * usually fetched it already): no page of it is ever drawn with the English translator, and the
 * parts its pages load (useCatalogPart) go into the right language's translator.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  // At once when it is here (English always is): a settled promise does not suspend.
  const i18n = use(loadLocale(locale));
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[i18n.locale === 'hi' ? 'hi' : 'en'];
  }, [i18n]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
