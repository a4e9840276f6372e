import { escapeHtml } from '@nivaas/shared/page-meta';
import { ALERT_CARDS_MAX } from '@nivaas/shared/saved-searches';
import type { TAlertWords } from './alert-email-text';

/** A listing as an alert email's card shows it. */
export type TAlertEmailCard = {
  title: string;
  price: number;
  status: string;
  locality: string;
  city: string;
  /** The photo's smallest variant, absolute; a card without one (or with a relative URL) shows a blank tile. */
  thumb: string | null;
  /** The listing's page, absolute. */
  href: string;
  dropPercent?: number;
};

/** What an alert email's HTML part says; every text is plain and escaped here. */
export type TAlertEmail = {
  /** The email's language: its fixed words ('Unsubscribe'), prices and `<html lang>`. */
  words: TAlertWords;
  /** The document's title (the subject). */
  subject: string;
  /** The line a mail client previews after the subject. */
  preheader: string;
  heading: string;
  greeting: string;
  intro: string;
  /** At most ALERT_CARDS_MAX are shown. */
  cards: TAlertEmailCard[];
  /** How many listings the alert is about (more than the cards: 'And 2 more listings.'). */
  total: number;
  action: { label: string; href: string };
  /** Why the reader gets this email. */
  reason: string;
  unsubscribe: string;
  manage: string;
};

// The product's colours (DESIGN 'Colour'): inline, as mail clients drop style sheets.
const PRIMARY = '#0F5F6E';
const TEXT = '#1F2933';
const MUTED = '#52606D';
const PAGE = '#F5F7FA';
const LINE = '#E4E7EB';
const SUCCESS_BG = '#E3F4EA';
const SUCCESS = '#17663A';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const THUMB_WIDTH = 120;
/** A card's photo is 4:3 (DESIGN 'Images'); the blank tile of a card without one keeps the shape. */
const THUMB_HEIGHT = 90;

const e = escapeHtml;
/** A photo shows only from a web address (a root-relative one means no PUBLIC_URL: no host to load it from). */
const isWebUrl = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url);
/**
 * A link's href, escaped: a web address, or a root-relative path as the text part has it when the
 * site has no PUBLIC_URL (development); anything else (`javascript:` …) becomes '#'.
 */
const href = (url: string): string => (isWebUrl(url) || /^\/(?!\/)/.test(url) ? e(url) : '#');

function cardRow(card: TAlertEmailCard, words: TAlertWords): string {
  const price = words.price(card.price, card.status);
  const place = `${card.locality}, ${card.city}`;
  const photo = isWebUrl(card.thumb)
    ? `<img src="${e(card.thumb)}" width="${THUMB_WIDTH}" alt="${e(words.photoOf(card.title))}" style="display:block;width:${THUMB_WIDTH}px;max-width:${THUMB_WIDTH}px;height:auto;border:0;border-radius:8px;background:${LINE};color:${MUTED};font-size:12px;">`
    : `<div style="width:${THUMB_WIDTH}px;height:${THUMB_HEIGHT}px;border-radius:8px;background:${LINE};"></div>`;
  const drop =
    card.dropPercent !== undefined
      ? `<div style="padding-top:6px;"><span style="display:inline-block;padding:2px 8px;border-radius:999px;background:${SUCCESS_BG};color:${SUCCESS};font-size:12px;line-height:18px;font-weight:bold;">${e(words.dropBadge(card.dropPercent))}</span></div>`
      : '';
  const link = (inner: string, style: string) => `<a href="${href(card.href)}" style="${style}">${inner}</a>`;
  return `<tr><td style="padding:0 24px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid ${LINE};">
<tr>
<td width="${THUMB_WIDTH}" valign="top" style="width:${THUMB_WIDTH}px;padding:16px 0;">${link(photo, 'text-decoration:none;')}</td>
<td valign="top" style="padding:16px 0 16px 16px;font-family:${FONT};color:${TEXT};word-break:break-word;">
<div style="font-size:16px;line-height:22px;font-weight:bold;">${link(e(card.title), `color:${TEXT};text-decoration:none;`)}</div>
<div style="padding-top:4px;font-size:16px;line-height:22px;font-weight:bold;color:${TEXT};font-variant-numeric:tabular-nums;">${e(price)}</div>${drop}
<div style="padding-top:4px;font-size:14px;line-height:20px;color:${MUTED};">${e(place)}</div>
</td>
</tr>
</table>
</td></tr>`;
}

/**
 * The HTML part of an alert email: a table layout with inline styles (what Gmail, Outlook and phone
 * clients agree on), 600 px at most and fluid below it, so a 375 px phone shows it without
 * zooming (Outlook on Windows, which ignores max-width, gets a 600 px table of its own); up to ALERT_CARDS_MAX listing cards (the smallest photo, the price as the product writes
 * it, the place, a price drop's percent), a button to every match, and the unsubscribe and manage
 * links. Every value is escaped: a listing's title is what its agent typed.
 */
export function alertEmailHtml(mail: TAlertEmail): string {
  const cards = mail.cards.slice(0, ALERT_CARDS_MAX);
  const more = mail.total - cards.length;
  const text = (size: number, line: number, color = TEXT) =>
    `font-family:${FONT};font-size:${size}px;line-height:${line}px;color:${color};`;
  const footerLink = `color:${MUTED};text-decoration:underline;`;
  return `<!DOCTYPE html>
<html lang="${e(mail.words.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${e(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${PAGE};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(mail.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAGE};">
<tr><td align="center" style="padding:16px 8px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#FFFFFF;border-radius:12px;">
<tr><td style="padding:20px 24px 4px;${text(20, 28, PRIMARY)}font-weight:bold;">Nivaas</td></tr>
<tr><td style="padding:8px 24px 0;"><h1 style="margin:0;${text(20, 28)}font-weight:bold;">${e(mail.heading)}</h1></td></tr>
<tr><td style="padding:12px 24px 16px;${text(16, 24)}">${e(mail.greeting)}<br>${e(mail.intro)}</td></tr>
${cards.map((card) => cardRow(card, mail.words)).join('\n')}
<tr><td style="padding:0 24px;"><div style="border-top:1px solid ${LINE};font-size:0;line-height:0;">&nbsp;</div></td></tr>
${more > 0 ? `<tr><td style="padding:12px 24px 0;${text(14, 20, MUTED)}">${e(mail.words.more(more))}</td></tr>` : ''}
<tr><td style="padding:20px 24px 28px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td bgcolor="${PRIMARY}" style="border-radius:8px;background:${PRIMARY};"><a href="${href(mail.action.href)}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:bold;color:#FFFFFF;text-decoration:none;border-radius:8px;">${e(mail.action.label)}</a></td>
</tr></table>
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid ${LINE};${text(14, 22, MUTED)}">
${e(mail.reason)}<br>
<a href="${href(mail.unsubscribe)}" style="${footerLink}">${e(mail.words.unsubscribe)}</a> ${e(mail.words.noSignIn)} &middot; <a href="${href(mail.manage)}" style="${footerLink}">${e(mail.words.manage)}</a>
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}
