import type { TPropertyRera } from '@nivaas/shared/rera';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReraBadge } from '../../../components/property-card/rera-badge';
import { ReraSection } from './rera-section';

afterEach(cleanup);

const RERA: TPropertyRera = {
  number: 'P52100012345',
  checkedAt: null,
  authority: {
    key: 'maharashtra',
    shortName: 'MahaRERA',
    name: 'Maharashtra Real Estate Regulatory Authority',
    searchUrl: 'https://maharera.maharashtra.gov.in/projects-search-result',
  },
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};

describe('ReraSection', () => {
  it('shows the number, the authority, a link and a QR code of its project search', () => {
    render(<ReraSection rera={RERA} />);
    const section = screen.getByRole('region', { name: 'RERA registration' });
    expect(within(section).getByText('P52100012345')).toBeTruthy();
    expect(within(section).getByText('Maharashtra Real Estate Regulatory Authority (MahaRERA)')).toBeTruthy();
    const link = within(section).getByRole('link', { name: /Look it up on the MahaRERA website/ });
    expect(link.getAttribute('href')).toBe(RERA.authority?.searchUrl);
    expect(link.getAttribute('rel')).toContain('noopener');
    const qr = within(section).getByRole('img', { name: 'QR code of the MahaRERA project search page' });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(section.textContent).not.toContain('checked by Nivaas');
  });

  it('says when Nivaas checked the number, in the site’s date format', () => {
    render(<ReraSection rera={{ ...RERA, checkedAt: '2026-11-16T09:00:00.000Z' }} />);
    expect(screen.getByText('RERA number checked by Nivaas on 16 Nov 2026')).toBeTruthy();
  });

  it('shows the number alone when its authority is not known, and nothing without a number', () => {
    const { container, rerender } = render(<ReraSection rera={{ ...RERA, authority: null, qrSvg: null }} />);
    expect(screen.getByText('P52100012345')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<ReraSection rera={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('ReraBadge', () => {
  it('reads “RERA registered” to screen readers', () => {
    render(<ReraBadge />);
    expect(screen.getByTestId('rera-badge').textContent).toBe('RERA registered');
  });
});
