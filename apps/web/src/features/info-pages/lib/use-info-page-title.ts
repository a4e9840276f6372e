import { useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../lib/use-page-title';
import { INFO_PAGE_META, type TInfoPath } from './info-page-meta';

/** The tab's title and the description of the information page at `path`, in the page's language. */
export function useInfoPageTitle(path: TInfoPath) {
  const { i18n } = useLingui();
  const meta = INFO_PAGE_META[path];
  usePageTitle(i18n._(meta.title), i18n._(meta.description));
}
