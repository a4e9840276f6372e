// @vitest-environment node
import { readFileSync } from 'node:fs';
import { MOBILE_MENU_MAX_WIDTH } from '@nivaas/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-context';
import { Masthead } from './masthead';

describe('Masthead on the server', () => {
  it('renders the links and the hamburger both (CSS shows one), and no menu sheet', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location="/properties">
          <AuthProvider>
            <Masthead />
          </AuthProvider>
        </StaticRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toContain('href="/register"');
    expect(html.match(/ACCOUNT/g)).toHaveLength(2);
    expect(html).not.toContain('<dialog');
  });

  it('switches at MOBILE_MENU_MAX_WIDTH', () => {
    const css = readFileSync(new URL('./masthead.module.css', import.meta.url), 'utf8');
    expect(css).toContain(`@media (max-width: ${MOBILE_MENU_MAX_WIDTH}px)`);
  });
});
