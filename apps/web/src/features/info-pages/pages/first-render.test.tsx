// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import EmiCalculatorPage from '../../calculators/pages/emi-calculator-page';
import AboutPage from './about-page';
import CareerPage from './career-page';
import ContactPage from './contact-page';
import HelpPage from './help-page';
import HowWeWorkPage from './how-we-work-page';
import InteriorDesignPage from './interior-design-page';
import LawyerPage from './lawyer-page';
import MoversPage from './movers-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';
import TrustPage from './trust-page';

const PAGES: [string, ComponentType, string][] = [
  ['/about', AboutPage, 'Helping India find a home, honestly'],
  ['/contact', ContactPage, 'We are here to help'],
  ['/help', HelpPage, 'How can we help?'],
  ['/privacy-policy', PrivacyPage, 'Privacy Policy'],
  ['/terms', TermsPage, 'Terms and Conditions'],
  ['/career', CareerPage, 'Build the property marketplace India can trust'],
  ['/trust', TrustPage, 'Your safety comes before any listing'],
  ['/how-we-work', HowWeWorkPage, 'From a verified listing to your new home, in five steps'],
  ['/lawyer-consultancy', LawyerPage, 'A property lawyer on your side, before you sign'],
  ['/packers-and-movers', MoversPage, 'Move home without the haggling'],
  ['/interior-design', InteriorDesignPage, 'Homes designed around the way you live'],
  ['/emi-calculator', EmiCalculatorPage, 'Home loan EMI calculator'],
];

/** A page drawn as the server draws it: no window, no stored session, nothing fetched yet. */
function renderAt(path: string, Page: ComponentType): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={path}>
        <AuthProvider>
          <Page />
        </AuthProvider>
      </StaticRouter>
    </QueryClientProvider>,
  );
}

describe('the information pages and the calculator, drawn by the server', () => {
  it.each(PAGES)(
    '%s draws its page header and content, the same every time, without MUI',
    (path, Page, h1) => {
      expect(typeof window).toBe('undefined');
      const html = renderAt(path, Page);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[?]/g, '\\?')}</h1>`));
      expect(html).toContain('aria-label="Breadcrumb"');
      expect(html).not.toMatch(/Mui|css-[a-z0-9]+/);
      // Nothing in the first render depends on the clock, chance or the screen: a second render is identical.
      expect(renderAt(path, Page)).toBe(html);
    },
  );

  it('leaves the notices that open on load out of the first render', () => {
    for (const [path, Page] of PAGES) {
      expect(renderAt(path, Page)).not.toMatch(/role="(alert)?dialog"/);
    }
  });

  it('draws the calculator’s default figures and the converter’s default result', () => {
    const html = renderAt('/emi-calculator', EmiCalculatorPage);
    expect(html).toContain('₹ 77,147');
    expect(html).toContain('Eighty Lakh Rupees');
    const text = html.replace(/<!-- -->|<[^>]+>/g, '');
    expect(text).toContain('1 Square Meter = 10.76391 Square Feet');
    // The sliders' code (Base UI) is not in the first download: pictures of them stand in their place.
    expect(html.match(/data-slider-picture=""/g)).toHaveLength(2);
  });
});
