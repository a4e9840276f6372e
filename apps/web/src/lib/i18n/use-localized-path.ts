import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localeOfPath, localizedHref } from './locale';

/**
 * Links in the page's language: on a Hindi page, an English path goes to its Hindi version when
 * that page exists in Hindi ('/properties?city=Pune' → '/hi/properties?city=Pune'), else to the
 * English page; on an English page every path stays as it is.
 */
export function useLocalizedPath(): (to: string) => string {
  const locale = localeOfPath(useLocation().pathname);
  return useCallback((to: string) => localizedHref(to, locale), [locale]);
}
