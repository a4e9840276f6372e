/**
 * The head tags of the translated pages the server does not draw (the sign-in pages, the EMI
 * calculator, the information pages, Add Property): the app draws them in the browser, and the
 * server sends index.html with these tags, in the page's language, so the tab, a search engine and
 * a shared link see the page's own title and both languages' addresses (hreflang) before the app
 * runs (apps/api/src/plugins/web.ts).
 */
import type { MessageDescriptor } from '@lingui/core';
import { SITE_DESCRIPTION, translatedPageMeta, type TPageMeta } from '@nivaas/shared/page-meta';
import { ACCOUNT_PAGE_TITLES, PRIVACY_NOTICE_DESCRIPTION } from '../features/account/lib/account-page-meta';
import { AUTH_PAGE_TITLES } from '../features/auth/lib/auth-page-meta';
import { EMI_PAGE_DESCRIPTION, EMI_PAGE_TITLE } from '../features/calculators/lib/calculator-page-meta';
import {
  ADD_DEVELOPER_TITLE,
  DIRECTORY_DESCRIPTION,
  DIRECTORY_TITLE,
} from '../features/developers/lib/developer-page-meta';
import { HOME_DESCRIPTION } from '../features/home/lib/home-meta';
import { INFO_PAGE_META } from '../features/info-pages/lib/info-page-meta';
import { ADD_PROPERTY_TITLE } from '../features/manage-property/lib/manage-property-page-meta';
import { i18nFor, loadAllCatalogParts } from '../lib/i18n/i18n';
import type { TLocale } from '../lib/i18n/locale';

type TStaticPage = { title: MessageDescriptor; description?: MessageDescriptor };

/** By English path; a page without its own description has the site's (the home's, in Hindi). */
export const STATIC_PAGES: Readonly<Record<string, TStaticPage>> = {
  ...Object.fromEntries(Object.entries(AUTH_PAGE_TITLES).map(([path, title]) => [path, { title }])),
  '/emi-calculator': { title: EMI_PAGE_TITLE, description: EMI_PAGE_DESCRIPTION },
  ...INFO_PAGE_META,
  ...Object.fromEntries(Object.entries(ACCOUNT_PAGE_TITLES).map(([path, title]) => [path, { title }])),
  '/privacy-notice': {
    title: ACCOUNT_PAGE_TITLES['/privacy-notice'],
    description: PRIVACY_NOTICE_DESCRIPTION,
  },
  // The edit page's path has an id: the app sets its title as it draws.
  '/add-property': { title: ADD_PROPERTY_TITLE },
  '/developers': { title: DIRECTORY_TITLE, description: DIRECTORY_DESCRIPTION },
  '/developers/add': { title: ADD_DEVELOPER_TITLE },
};

/**
 * The tags of the page at `path` (its English path) in `locale`, or undefined for a page not
 * listed here. Without `baseUrl` the alternates are paths and there is no canonical URL.
 */
export async function staticPageMeta(
  path: string,
  locale: TLocale,
  baseUrl?: string,
): Promise<TPageMeta | undefined> {
  const page = STATIC_PAGES[path];
  if (!page) return undefined;
  await loadAllCatalogParts(locale);
  const i18n = i18nFor(locale);
  const description = page.description
    ? i18n._(page.description)
    : locale === 'hi'
      ? i18n._(HOME_DESCRIPTION)
      : SITE_DESCRIPTION;
  return translatedPageMeta({ title: i18n._(page.title), description, path, locale }, baseUrl);
}
