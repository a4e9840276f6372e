import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from '../src/lib/auth/auth-context';
import { loadCatalogPart, loadLocale, type TCatalogPart } from '../src/lib/i18n/i18n';
import { LocaleProvider } from '../src/lib/i18n/locale-provider';

/**
 * A part drawn as the app draws it on a Hindi page: at a /hi/… path, under the LocaleProvider, with
 * the Hindi catalog loaded first: the frame's part (as a Hindi route's loader does) and the parts
 * named (by default the forms', as their pages and dialogs wait for it with useCatalogPart). Call
 * `loadHindi()` in beforeAll; `loadHindi([])` for the frame alone.
 */
/**
 * An address with no Hindi version (no language switch, its /hi address leads to the English one):
 * every page of the site is translated now, so the tests' one example is an address with no page.
 */
export const UNTRANSLATED_PATH = '/nowhere';
export const UNTRANSLATED_PATTERN = '/nowhere';

export const loadHindi = (parts: readonly TCatalogPart[] = ['forms']) =>
  Promise.all([loadLocale('hi'), ...parts.map((part) => loadCatalogPart('hi', part))]);

export function InHindi({
  children,
  path = '/hi/page',
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
}: {
  children: ReactNode;
  path?: string;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <LocaleProvider>
          <AuthProvider>{children}</AuthProvider>
        </LocaleProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
