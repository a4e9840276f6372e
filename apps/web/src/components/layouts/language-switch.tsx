import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router';
import { meQueryKey } from '../../lib/auth/auth-api';
import { useAuth } from '../../lib/auth/auth-context';
import { HTML_LANG, LANGUAGE_NAME, langCookie, otherLanguagePage } from '../../lib/i18n/locale';

/**
 * 'English' / 'हिन्दी': a link to the same page in the other language, where that page exists in
 * both (elsewhere nothing). Following it remembers the choice for a year (the `lang` cookie), so
 * the server no longer picks the language from the browser's Accept-Language; a signed-in user's
 * choice is saved to their profile too, so their next sign-in, anywhere, opens the site in it.
 */
export function LanguageSwitch({ className, onFollow }: { className?: string; onFollow?: () => void }) {
  const { pathname, search } = useLocation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
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
        const { locale } = other;
        if (user && user.preferredLanguage !== locale) {
          // Saved in the background: the switch works the same when saving fails (offline, an
          // expired session), and the profile keeps its old language until the next try.
          // Its code too comes only then, so no page's first download carries it.
          import('../../lib/auth/save-language')
            .then(({ saveLanguage }) => saveLanguage(locale, { isBackground: true }))
            .then(
              (saved) => queryClient.setQueryData(meQueryKey, saved),
              () => {},
            );
        }
        onFollow?.();
      }}
    >
      {LANGUAGE_NAME[other.locale]}
    </RouterLink>
  );
}
