import { reraAuthorityOfListing, type TPropertyRera, toAuthorityRef } from '@nivaas/shared/rera';
import QRCode from 'qrcode';

/**
 * The detail page's RERA block: the number, its authority and a QR code of the authority's project
 * search page, drawn here as SVG so the page ships no QR code library. There are a few dozen
 * search pages, so each code is drawn once per process.
 */
const qrCodes = new Map<string, Promise<string>>();

export function qrSvgOf(url: string): Promise<string> {
  let svg = qrCodes.get(url);
  if (!svg) {
    svg = QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    qrCodes.set(url, svg);
  }
  return svg;
}

export async function reraDetailsOf(row: {
  state: string;
  reraId: string | null;
  reraCheckedAt: string | null;
}): Promise<TPropertyRera | null> {
  if (!row.reraId) return null;
  const authority = reraAuthorityOfListing(row.state, row.reraId);
  return {
    number: row.reraId,
    checkedAt: row.reraCheckedAt,
    authority: authority ? toAuthorityRef(authority) : null,
    qrSvg: authority ? await qrSvgOf(authority.searchUrl) : null,
  };
}

/** Adds `"rera": …` to the detail's JSON text (an object written by the database) without parsing it. */
export function withReraJson(json: string, rera: TPropertyRera | null): string {
  const end = json.lastIndexOf('}');
  return `${json.slice(0, end)},"rera":${JSON.stringify(rera)}${json.slice(end)}`;
}
