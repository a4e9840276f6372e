import type { TPropertyMap } from '@nivaas/shared/property-map';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InHindi, loadHindi } from '../../../../test/hindi';
import { LocaleProvider } from '../../../lib/i18n/locale-provider';
import PropertyMap, { type TPropertyMapProps } from './property-map';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const MAP: TPropertyMap = {
  total: 14,
  zoom: 12,
  cell: 0.05,
  bounds: [73.7, 19.9, 73.9, 20.1],
  clusters: [{ lat: 20.0, lng: 73.8, count: 12, box: [73.75, 19.95, 73.85, 20.05] }],
  markers: [
    {
      _id: 'p1',
      lat: 20.05,
      lng: 73.75,
      title: 'Sunrise Villa',
      price: 4_500_000,
      status: 'For Sale',
      address: { street: '12 College Road', city: 'Nashik' },
    },
    {
      _id: 'p2',
      lat: 19.95,
      lng: 73.85,
      title: null,
      price: 18_000,
      status: 'For Rent',
      address: { street: null, city: 'Nashik' },
    },
  ],
};

const props = (over: Partial<TPropertyMapProps> = {}): TPropertyMapProps => ({
  map: MAP,
  selectedId: null,
  onSelect: () => {},
  onOpen: () => {},
  fitKey: null,
  isStale: false,
  isFetching: false,
  center: [20, 73.8],
  bbox: '',
  follow: true,
  onFollowChange: () => {},
  onArea: () => {},
  ...over,
});

function InEnglish({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/properties']}>
        <LocaleProvider>{children}</LocaleProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const markerNamed = (name: string) =>
  waitFor(() => {
    const el = document.querySelector(`[role="button"][aria-label="${name}"]`);
    if (!el) throw new Error(`no marker named ${name}`);
    return el as HTMLElement;
  });

beforeAll(() => loadHindi(['listing']));
afterEach(cleanup);

describe('the map view in Hindi', () => {
  it('says its controls, count, markers and popup in Hindi, prices as ₹ 45 लाख', async () => {
    render(
      <InHindi path="/hi/properties?city=Nashik">
        <PropertyMap {...props()} />
      </InHindi>,
    );
    expect(screen.getByRole('checkbox', { name: 'नक्शा खिसकाने पर वहीं खोजें' })).toBeTruthy();
    expect(screen.getByText('नक्शे पर 14 प्रॉपर्टी')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'प्रॉपर्टी का नक्शा' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ज़ूम इन करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ज़ूम आउट करें' })).toBeTruthy();

    await markerNamed('यहाँ 12 प्रॉपर्टी, ज़ूम इन करें');
    await markerNamed('बिना नाम की प्रॉपर्टी, ₹ 18,000 /माह');
    const villa = await markerNamed('Sunrise Villa, ₹ 45 लाख');

    fireEvent.click(villa);
    const link = await screen.findByRole('link', { name: 'Sunrise Villa' });
    expect(link.getAttribute('href')).toBe('/hi/properties/p1');
    const popup = link.closest('.leaflet-popup') as HTMLElement;
    expect(popup.textContent).toContain('₹ 45 लाख');
    expect(popup.querySelector('.leaflet-popup-close-button')?.getAttribute('aria-label')).toBe(
      'पॉपअप बंद करें',
    );
  });

  it('says the empty map, the failed tiles and the loading bar in Hindi', () => {
    render(
      <InHindi path="/hi/properties">
        <PropertyMap
          {...props({
            isFetching: true,
            map: { ...MAP, total: 0, clusters: [], markers: [], bounds: null },
          })}
        />
      </InHindi>,
    );
    expect(screen.getByText('नक्शे पर 0 प्रॉपर्टी')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'नक्शे के नतीजे लोड हो रहे हैं' })).toBeTruthy();
    cleanup();
    render(
      <InHindi path="/hi/properties">
        <PropertyMap {...props({ map: { ...MAP, total: 0, clusters: [], markers: [], bounds: null } })} />
      </InHindi>,
    );
    expect(screen.getByRole('status').textContent).toBe('नक्शे पर दिखाने के लिए कोई प्रॉपर्टी नहीं।');
  });

  it("offers 'Search this area' in Hindi once the map is moved while not following", async () => {
    render(
      <InHindi path="/hi/properties">
        <PropertyMap {...props({ follow: false })} />
      </InHindi>,
    );
    expect(screen.queryByRole('button', { name: 'इस इलाक़े में खोजें' })).toBeNull();
    // A move of the map (here its zoom button) while not following offers the search.
    fireEvent.click(screen.getByRole('button', { name: 'ज़ूम इन करें' }));
    expect(await screen.findByRole('button', { name: 'इस इलाक़े में खोजें' })).toBeTruthy();
  });
});

describe('the map view in English', () => {
  it('keeps its English words', async () => {
    render(
      <InEnglish>
        <PropertyMap {...props()} />
      </InEnglish>,
    );
    expect(screen.getByRole('checkbox', { name: 'Search as I move the map' })).toBeTruthy();
    expect(screen.getByText('14 properties on the map')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Map of properties' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    await markerNamed('12 properties here, zoom in');
    await markerNamed('Untitled Property, ₹ 18,000 /mo');
    const villa = await markerNamed('Sunrise Villa, ₹ 45,00,000');
    fireEvent.click(villa);
    const link = await screen.findByRole('link', { name: 'Sunrise Villa' });
    expect(link.getAttribute('href')).toBe('/properties/p1');
    expect(
      link
        .closest('.leaflet-popup')
        ?.querySelector('.leaflet-popup-close-button')
        ?.getAttribute('aria-label'),
    ).toBe('Close popup');
  });
});
