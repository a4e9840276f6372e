// @vitest-environment node
import { readFileSync } from 'node:fs';
import { MOBILE_MENU_MAX_WIDTH } from '@nivaas/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-context';
import { SiteFrame } from './root-layout';
import { loadSiteFooter } from './site-footer-slot';

// The server's renderer loads the footer's code before it draws (prerender/page-render.tsx).
beforeAll(async () => {
  await loadSiteFooter();
});

function renderAt(location: string) {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={location}>
        <AuthProvider>
          <SiteFrame>
            <p>page</p>
          </SiteFrame>
        </AuthProvider>
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
    const listing = renderAt('/properties');
    expect(headerItems(home)).toEqual(headerItems(listing));
    expect(headerItems(home)).toEqual([
      'Nivaas',
      'Properties',
      'Builders',
      'EMI Calculator',
      'Login',
      'Register',
      'ACCOUNT',
      'ACCOUNT',
      '',
    ]);
  });

  it('switches to the hamburger at MOBILE_MENU_MAX_WIDTH', () => {
    const css = readFileSync(new URL('./site-header.module.css', import.meta.url), 'utf8');
    expect(css).toContain(`@media (max-width: ${MOBILE_MENU_MAX_WIDTH}px)`);
  });
});
