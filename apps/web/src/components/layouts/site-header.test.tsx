// @vitest-environment node
import { readFileSync } from 'node:fs';
import { MOBILE_MENU_MAX_WIDTH } from '@nivaas/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-context';
import { loadLocale } from '../../lib/i18n/i18n';
import { LocaleProvider } from '../../lib/i18n/locale-provider';
import { SiteFrame } from './root-layout';
import { loadSiteFooter } from './site-footer-slot';
import { UNTRANSLATED_PATH } from '../../../test/hindi';

// The server's renderer loads the footer's code before it draws (prerender/page-render.tsx).
beforeAll(async () => {
  await loadSiteFooter('en');
});

function renderAt(location: string) {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={location}>
        <LocaleProvider>
          <AuthProvider>
            <SiteFrame>
              <p>page</p>
            </SiteFrame>
          </AuthProvider>
        </LocaleProvider>
      </StaticRouter>
    </QueryClientProvider>,
  );
}

/** The header's links and buttons, in order, as a person reads them. */
function headerItems(html: string): string[] {
  const header = /<header[^>]*>([\s\S]*?)<\/header>/.exec(html)?.[1] ?? '';
  return [...header.matchAll(/<(a|button)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) =>
    (m[2] ?? '').replace(/<[^>]+>/g, '').trim(),
  );
}

describe('the site frame on the server', () => {
  // The Hindi home's route loads its catalog before it draws, and the server's renderer the
  // footer's part with the footer's code; here, before the tests.
  beforeAll(async () => {
    await loadLocale('hi');
    await loadSiteFooter('hi');
  });

  it('renders the header links and the hamburger both (CSS shows one), and no menu sheet', () => {
    const html = renderAt('/properties');
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toContain('href="/register"');
    expect(html.match(/ACCOUNT/g)).toHaveLength(2);
    expect(html).not.toContain('role="dialog"');
  });

  it('has one header, one main and one footer, in that order, on every page', () => {
    for (const location of ['/', '/properties', '/login', '/developers']) {
      const html = renderAt(location);
      expect(html.match(/<header/g)).toHaveLength(1);
      expect(html.match(/<main/g)).toHaveLength(1);
      expect(html.match(/<footer/g)).toHaveLength(1);
      expect(html.indexOf('<header')).toBeLessThan(html.indexOf('<main'));
      expect(html.indexOf('<main')).toBeLessThan(html.indexOf('<footer'));
    }
  });

  it('is the same header over the home page’s banner: the same items in the same order', () => {
    const home = renderAt('/');
    // A page with no Hindi version: no language switch.
    const admin = renderAt(UNTRANSLATED_PATH);
    const items = [
      'Nivaas',
      'Properties',
      'Builders',
      'EMI Calculator',
      'Login',
      'Register',
      'ACCOUNT',
      'ACCOUNT',
      '',
    ];
    expect(headerItems(admin)).toEqual(items);
    // The home page exists in Hindi too: the language switch follows ACCOUNT there.
    expect(headerItems(home)).toEqual([...items.slice(0, 7), 'हिन्दी', ...items.slice(7)]);
    expect(headerItems(renderAt('/properties'))).toEqual(headerItems(home));
  });

  it('offers the other language only where the page exists in it, as a link with lang and hreflang', () => {
    const home = renderAt('/');
    expect(home).toMatch(/<a [^>]*href="\/hi"[^>]*>हिन्दी<\/a>/);
    expect(/<a [^>]*href="\/hi"[^>]*>/.exec(home)?.[0]).toMatch(/lang="hi"[^>]*hrefLang="hi"|hreflang="hi"/i);
    // The listing too, its filters kept.
    expect(renderAt('/properties?city=Pune&propertyType=RENT')).toMatch(
      /<a [^>]*href="\/hi\/properties\?city=Pune&amp;propertyType=RENT"[^>]*>हिन्दी<\/a>/,
    );
    expect(renderAt(UNTRANSLATED_PATH)).not.toContain('data-testid="language-switch"');
    // A locality's prices exist in Hindi: the switch keeps the address's place.
    expect(renderAt('/properties/in/nashik/gangapur-road')).toMatch(
      /<a [^>]*href="\/hi\/properties\/in\/nashik\/gangapur-road"[^>]*>हिन्दी<\/a>/,
    );
  });

  it('draws the Hindi home’s header in Hindi, with English as the way back', () => {
    const hi = renderAt('/hi');
    expect(headerItems(hi)).toEqual([
      'Nivaas',
      'प्रॉपर्टी',
      'बिल्डर',
      'ईएमआई कैलकुलेटर',
      'लॉग इन',
      'रजिस्टर करें',
      'खाता',
      'English',
      'खाता',
      '',
    ]);
    const back = /<a [^>]*data-testid="language-switch"[^>]*>/.exec(hi)?.[0] ?? '';
    expect(back).toContain('href="/"');
    expect(back).toContain('lang="en-IN"');
    expect(back).toMatch(/hreflang="en"/i);
    // The logo leads to the Hindi home; the footer speaks Hindi too.
    expect(hi).toContain('aria-label="Nivaas होम पेज" class');
    expect(hi).toMatch(/<a aria-label="Nivaas होम पेज"[^>]*href="\/hi"/);
    expect(hi).toContain('लोकप्रिय शहर');
    expect(hi).toContain('नियम और शर्तें');
    // Links go to the Hindi page where there is one, else to the English page.
    expect(hi).toMatch(/<a [^>]*href="\/hi\/properties"[^>]*>प्रॉपर्टी<\/a>/);
    expect(hi).toMatch(/<a [^>]*href="\/hi\/emi-calculator"[^>]*>ईएमआई कैलकुलेटर<\/a>/);
    expect(hi).toContain('href="/hi/properties?city=Nashik"');
    expect(hi).toContain('href="/hi/help"');
  });

  it('switches to the hamburger at MOBILE_MENU_MAX_WIDTH', () => {
    const css = readFileSync(new URL('./site-header.module.css', import.meta.url), 'utf8');
    expect(css).toContain(`@media (max-width: ${MOBILE_MENU_MAX_WIDTH}px)`);
  });
});
