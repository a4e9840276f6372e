/** Sharing a listing (spec §2): the device's share sheet when there is one, else copy the link. */

export const LINK_COPIED = 'Link copied to clipboard!';
export const LINK_COPY_FAILED = 'Could not copy the link. Please copy it from the address bar.';

export type TShareData = { title: string; text?: string; url: string };

/** The parts of `navigator` sharing uses; tests pass a stand-in. */
export type TShareNavigator = {
  share?: (data: TShareData) => Promise<void>;
  canShare?: (data: TShareData) => boolean;
  clipboard?: { writeText?: (text: string) => Promise<void> };
};

export type TShareMethod = 'native' | 'clipboard' | 'legacy-copy';

/** Native sharing when the browser offers it for this data; else the clipboard API; else the old copy command. */
export function chooseShareMethod(nav: TShareNavigator | undefined, data: TShareData): TShareMethod {
  if (typeof nav?.share === 'function') {
    try {
      if (typeof nav.canShare !== 'function' || nav.canShare(data)) return 'native';
    } catch {
      // canShare threw: treat it as "cannot share this"
    }
  }
  if (typeof nav?.clipboard?.writeText === 'function') return 'clipboard';
  return 'legacy-copy';
}

export type TShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Copies with a hidden text area and execCommand, for browsers without the clipboard API. */
function legacyCopy(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

async function copy(
  nav: TShareNavigator | undefined,
  text: string,
  doc: Document | undefined,
): Promise<boolean> {
  if (typeof nav?.clipboard?.writeText === 'function') {
    try {
      await nav.clipboard.writeText(text);
      return true;
    } catch {
      // permission refused or no focus: try the old way
    }
  }
  return doc ? legacyCopy(text, doc) : false;
}

/**
 * Shares the link. A cancelled share sheet is not a failure; a share sheet that fails for any
 * other reason falls back to copying.
 */
export async function shareLink(
  data: TShareData,
  nav: TShareNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): Promise<TShareOutcome> {
  if (chooseShareMethod(nav, data) === 'native' && nav?.share) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (err) {
      // DOMException is not an Error subclass everywhere: read its name.
      if ((err as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copy(nav, data.url, doc)) ? 'copied' : 'failed';
}
