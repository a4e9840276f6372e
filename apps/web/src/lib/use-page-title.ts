import { useEffect } from 'react';

const SUFFIX = 'Nivaas';

/** Sets the document title (and optionally the meta description) while a page is shown. */
export function usePageTitle(title: string | undefined, description?: string) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${SUFFIX}`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
