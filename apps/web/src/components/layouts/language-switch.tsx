import { Link as RouterLink, useLocation } from 'react-router';
import { HTML_LANG, LANGUAGE_NAME, langCookie, otherLanguagePage } from '../../lib/i18n/locale';

/**
 * 'English' / 'हिन्दी': a link to the same page in the other language, where that page exists in
 * both (elsewhere nothing). Following it remembers the choice for a year (the `lang` cookie), so
 * the server no longer picks the language from the browser's Accept-Language.
 */
export function LanguageSwitch({ className, onFollow }: { className?: string; onFollow?: () => void }) {
  const { pathname, search } = useLocation();
  const other = otherLanguagePage(pathname);
  if (!other) return null;
  return (
    <RouterLink
      to={`${other.path}${search}`}
      lang={HTML_LANG[other.locale]}
      hrefLang={other.locale}
      className={className}
      data-testid="language-switch"
      onClick={() => {
        // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser the site supports
        document.cookie = langCookie(other.locale);
        onFollow?.();
      }}
    >
      {LANGUAGE_NAME[other.locale]}
    </RouterLink>
  );
}
