import { describe, expect, it } from 'vitest';
import { alertEmailHtml, type TAlertEmail, type TAlertEmailCard } from './alert-email-html';
import { ALERT_WORDS } from './alert-email-text';

const card = (i: number, values: Partial<TAlertEmailCard> = {}): TAlertEmailCard => ({
  title: `Godavari View ${i}`,
  price: 4_500_000,
  status: 'For Sale',
  locality: 'Gangapur Road',
  city: 'Nashik',
  thumb: `https://nivaas.test/uploads/properties/x/${i}-small.webp`,
  href: `https://nivaas.test/properties/id-${i}`,
  ...values,
});

const mail = (values: Partial<TAlertEmail> = {}): TAlertEmail => ({
  words: ALERT_WORDS.en,
  subject: '1 new listing for ‘Flats in Nashik’ on Nivaas',
  preheader: 'Godavari View 0, ₹ 45.00 Lac in Gangapur Road, Nashik',
  heading: '1 new listing for ‘Flats in Nashik’',
  greeting: 'Hello Ravi,',
  intro: 'Your saved search ‘Flats in Nashik’ has 1 new listing:',
  cards: [card(0)],
  total: 1,
  action: { label: 'See all matches', href: 'https://nivaas.test/properties?city=Nashik&bedrooms=4%2B' },
  reason: 'You get these alerts as listings arrive.',
  unsubscribe: 'https://nivaas.test/unsubscribe?token=abc.def-ghi',
  manage: 'https://nivaas.test/profile#saved-searches',
  ...values,
});

/** The hrefs of the links whose text is `text`. */
const hrefsOf = (html: string, text: string) =>
  [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].filter((m) => m[2] === text).map((m) => m[1]);

describe('an alert email’s HTML part', () => {
  it('escapes every value: a title with <script> and quotes stays text, in the card and the photo’s alt', () => {
    const hostile = 'Flat <script>alert("x")</script> & "best" \'deal\'';
    const html = alertEmailHtml(
      mail({
        greeting: 'Hello <b>Ravi</b>,',
        intro: 'Your saved search ‘<img src=x onerror=alert(1)>’ has 1 new listing:',
        cards: [card(0, { title: hostile, locality: 'Gangapur "Road"', city: '<Nashik>' })],
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"best"');
    expect(html).not.toContain('<b>Ravi</b>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      'Flat &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;best&quot; &#39;deal&#39;',
    );
    expect(html).toContain(
      'alt="Photo of Flat &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;best&quot; &#39;deal&#39;"',
    );
    expect(html).toContain('Gangapur &quot;Road&quot;, &lt;Nashik&gt;');
    expect(html).toContain('Hello &lt;b&gt;Ravi&lt;/b&gt;,');
    // The only tags are the template's own.
    const allowed = [
      '!doctype',
      'a',
      'body',
      'br',
      'div',
      'h1',
      'head',
      'html',
      'img',
      'meta',
      'table',
      'td',
      'title',
      'tr',
    ];
    // (Outlook's conditional comments aside.)
    const markup = html.replace(/<!--[\s\S]*?-->/g, '');
    const tags = new Set([...markup.matchAll(/<\/?([a-zA-Z0-9!]+)/g)].map((m) => m[1]?.toLowerCase()));
    expect([...tags].filter((tag) => !allowed.includes(tag ?? ''))).toEqual([]);
  });

  it('shows at most 10 cards and says how many more there are', () => {
    const html = alertEmailHtml(mail({ cards: Array.from({ length: 12 }, (_, i) => card(i)), total: 12 }));
    expect(html.match(/>Godavari View \d+<\/a>/g)).toHaveLength(10);
    expect(html).not.toContain('Godavari View 10');
    expect(html.match(/<img /g)).toHaveLength(10);
    expect(html).toContain('And 2 more listings.');
    expect(alertEmailHtml(mail())).not.toContain('more listing');
  });

  it('writes prices the product’s way, a rent with /mo, and a drop’s percent', () => {
    const html = alertEmailHtml(
      mail({
        cards: [
          card(0, { price: 14_500_000 }),
          card(1, { price: 18_000, status: 'For Rent' }),
          card(2, { price: 7_200_000, dropPercent: 10 }),
        ],
        total: 3,
      }),
    );
    expect(html).toContain('>₹ 1.45 Cr</div>');
    expect(html).toContain('>₹ 18,000 /mo</div>');
    expect(html).toContain('>₹ 72.00 Lac</div>');
    expect(html).toContain('>Price dropped 10%</span>');
    expect(html.match(/Price dropped/g)).toHaveLength(1);
  });

  it('links the cards, every match, the signed unsubscribe link and the alerts’ settings', () => {
    const html = alertEmailHtml(mail());
    expect(hrefsOf(html, 'Godavari View 0')).toEqual(['https://nivaas.test/properties/id-0']);
    expect(hrefsOf(html, 'See all matches')).toEqual([
      'https://nivaas.test/properties?city=Nashik&amp;bedrooms=4%2B',
    ]);
    expect(hrefsOf(html, 'Unsubscribe')).toEqual(['https://nivaas.test/unsubscribe?token=abc.def-ghi']);
    expect(hrefsOf(html, 'Manage alerts')).toEqual(['https://nivaas.test/profile#saved-searches']);
    expect(html).toContain('src="https://nivaas.test/uploads/properties/x/0-small.webp" width="120"');
  });

  it('is a table layout at most 600 px wide with inline styles, and no style sheet or script', () => {
    const html = alertEmailHtml(mail());
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('max-width:600px');
    expect(html).not.toMatch(/<style|<script|<link|class="/);
    expect(html.match(/<table role="presentation"/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('leaves out a photo it cannot load from a mail client, and any link that is not a web address', () => {
    const html = alertEmailHtml(
      mail({
        cards: [card(0, { thumb: '/uploads/properties/x/0-small.webp', href: 'javascript:alert(1)' })],
        action: { label: 'See all matches', href: '/properties?city=Nashik' },
      }),
    );
    expect(html).not.toContain('<img ');
    expect(html).not.toContain('javascript:');
    expect(hrefsOf(html, 'Godavari View 0')).toEqual(['#']);
    // Without PUBLIC_URL (development) the links are the site's paths, as in the text part.
    expect(hrefsOf(html, 'See all matches')).toEqual(['/properties?city=Nashik']);
  });

  it('says its own words, prices and drops in Hindi for a Hindi reader, with lang="hi"', () => {
    const html = alertEmailHtml(
      mail({
        words: ALERT_WORDS.hi,
        preheader: ALERT_WORDS.hi.preheader(card(0), 12),
        cards: Array.from({ length: 11 }, (_, i) =>
          card(i, i === 0 ? { price: 12_500_000, dropPercent: 8 } : { price: 18_000, status: 'For Rent' }),
        ),
        total: 13,
      }),
    );
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('>₹ 1.25 करोड़</div>');
    expect(html).toContain('>₹ 18,000 /माह</div>');
    expect(html).toContain('>कीमत 8% घटी</span>');
    expect(html).toContain('alt="Godavari View 0 की फ़ोटो"');
    expect(html).toContain('>3 और लिस्टिंग हैं।</td>');
    expect(html).toContain('>अलर्ट बंद करें</a> (लॉग इन की ज़रूरत नहीं) &middot; <a');
    expect(html).toContain('>अलर्ट की सेटिंग</a>');
    expect(html).toContain('>Godavari View 0, Gangapur Road, Nashik में ₹ 45 लाख और 12 लिस्टिंग</div>');
    expect(html).not.toMatch(/Unsubscribe|Manage alerts|Price dropped|Photo of| Lac| Cr<|\/mo|more listing/);
  });
});
