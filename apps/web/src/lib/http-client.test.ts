import { successOf } from '@nivaas/shared/envelope';
import { MSG } from '@nivaas/shared/messages';
import type { TPropertyCard } from '@nivaas/shared/property';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getProperties, INVALID_PROPERTIES_FORMAT } from '../features/listing/api/get-properties';
import { ZPropertyListAnswer } from './first-view-answers';
import { HttpError, InvalidAnswerError, request, setUnauthorizedHandler } from './http-client';
import { tokenStorage } from './token-storage';

const card = (n: number): TPropertyCard => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `2 BHK flat ${n}`,
  titleHi: null,
  type: 'Apartment',
  status: 'For Sale',
  price: 5_500_000 + n,
  bedrooms: 2,
  bathrooms: 2,
  area: 950,
  buildingName: null,
  floorNumber: null,
  featured: false,
  address: {
    line1: null,
    street: 'Gangapur Road',
    city: 'Nashik',
    locality: 'Gangapur Road',
    state: 'Maharashtra',
    zipCode: '422013',
    country: 'India',
  },
  location: { type: 'Point', coordinates: [73.78, 20.01] },
  amenities: ['Gym', 'Parking'],
  possessionDate: null,
  constructionStatus: 'Ready to Move',
  agent: {
    _id: '00000000-0000-4000-8000-aaaaaaaaaaaa',
    name: 'Anita Deshmukh',
    email: 'anita@example.in',
    avatar: null,
    photo: null,
    company: null,
    mobile: '+91 98220 12345',
    phone: null,
    isVerified: true,
    licenseNumber: null,
  },
  createdAt: '2026-01-15T09:30:00.000Z',
  updatedAt: '2026-01-15T09:30:00.000Z',
  freshness: { confirmedAt: '2026-01-15T09:30:00.000Z', isStale: false, isHiddenAsStale: false },
  priceDrop: null,
  projectDetails: {},
  images: [
    {
      _id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      url: `/uploads/p${n}.webp`,
      publicId: `p${n}`,
      variants: {
        small: `/uploads/p${n}-s.webp`,
        medium: `/uploads/p${n}-m.webp`,
        large: `/uploads/p${n}-l.webp`,
      },
    },
  ],
  developer: null,
  rera: null,
});

const page = (cards: TPropertyCard[]) => ({
  success: true,
  data: cards,
  pagination: { page: 1, limit: cards.length, total: cards.length, pages: 1 },
});

let fetchMock: ReturnType<typeof vi.fn>;
function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValue(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUnauthorizedHandler(() => {});
});

describe('request: answers parsed with the route’s shared schema', () => {
  it('gives the parsed answer, typed by its schema', async () => {
    answer(200, page([card(1), card(2)]));
    const list = await getProperties({ page: 1, limit: 12 });
    expect(list.data.map((p) => p.title)).toEqual(['2 BHK flat 1', '2 BHK flat 2']);
    expect(list.pagination.total).toBe(2);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/properties?page=1&limit=12');
  });

  it('refuses an answer of another shape with the screen’s text, not a guess', async () => {
    // The list where the envelope should be: the old client read it anyway.
    answer(200, [card(1)]);
    const err = await thrown(getProperties({ page: 1, limit: 12 }));
    expect(err).toBeInstanceOf(InvalidAnswerError);
    expect((err as Error).message).toBe(INVALID_PROPERTIES_FORMAT);
    expect((err as Error).message).toBe('Received invalid properties data format');

    // One card with a price as text.
    answer(200, page([{ ...card(1), price: '55 Lac' } as unknown as TPropertyCard]));
    const bad = (await thrown(getProperties({ page: 1, limit: 12 }))) as InvalidAnswerError;
    expect(bad.message).toBe('Received invalid properties data format');
    expect(bad.issues[0]?.path).toEqual(['data', 0, 'price']);
  });

  it('says "An error occurred" for a mismatch when the call names no text', async () => {
    answer(200, { success: true, data: { name: 42 } });
    const err = await thrown(request('/x', { answer: successOf(z.object({ name: z.string() })) }));
    expect((err as Error).message).toBe(MSG.genericError);
  });

  it('turns success: false in a 2xx into a refusal with the server’s message, else the call’s text', async () => {
    answer(200, { success: false, message: 'Listing is locked', error: 'Listing is locked' });
    const err = await thrown(
      request('/properties/1', { method: 'PUT', answer: successOf(z.object({})), invalid: 'Update failed' }),
    );
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('Listing is locked');

    answer(200, { success: false });
    const bare = await thrown(
      request('/properties/1', { method: 'PUT', answer: successOf(z.object({})), invalid: 'Update failed' }),
    );
    expect((bare as HttpError).message).toBe('Update failed');
  });
});

describe('request: failure envelopes', () => {
  it('a 422 is "Validation failed" with the server’s field errors', async () => {
    answer(422, {
      success: false,
      message: 'Validation failed',
      error: 'Validation failed',
      errors: { title: 'Title is required', city: 'City is required' },
    });
    const err = (await thrown(request('/properties', { method: 'POST', answer: z.unknown() }))) as HttpError;
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(422);
    expect(err.message).toBe('Validation failed');
    expect(err.errors).toEqual({ title: 'Title is required', city: 'City is required' });
  });

  it('other failures carry the server’s message and error field, or the catalogue’s text', async () => {
    answer(404, { success: false, message: 'Property not found', error: 'Property not found' });
    const notFound = (await thrown(request('/properties/x', { answer: z.unknown() }))) as HttpError;
    expect([notFound.status, notFound.message, notFound.serverError]).toEqual([
      404,
      'Property not found',
      'Property not found',
    ]);

    answer(400, {
      success: false,
      message: 'Duplicate field value entered',
      error: 'Duplicate field value entered',
    });
    const dup = (await thrown(request('/x', { answer: z.unknown() }))) as HttpError;
    expect(dup.serverError).toBe('Duplicate field value entered');

    // A proxy's page, not JSON: the catalogue's text for the status.
    answer(502, '<html>Bad gateway</html>');
    expect(((await thrown(request('/x', { answer: z.unknown() }))) as HttpError).message).toBe(
      MSG.serverError,
    );

    // A message without `error` is still the message; fields of the wrong type are left out.
    answer(503, { success: false, message: 'Database unavailable', errors: 'none' });
    const busy = (await thrown(request('/x', { answer: z.unknown() }))) as HttpError;
    expect(busy.message).toBe('Database unavailable');
    expect(busy.errors).toEqual({});
  });

  it('no answer at all is the network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err = (await thrown(request('/x', { answer: z.unknown() }))) as HttpError;
    expect(err.message).toBe(MSG.networkError);
    expect(err.isNetworkError).toBe(true);
  });
});

describe('request: 401', () => {
  it('clears the session, calls the handler and says the session expired', async () => {
    tokenStorage.set('old-token');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answer(401, { success: false, message: 'Not authorized', error: 'Not authorized' });
    const err = (await thrown(request('/auth/me', { answer: z.unknown() }))) as HttpError;
    expect(err.status).toBe(401);
    expect(err.message).toBe(MSG.sessionExpired);
    expect(tokenStorage.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer old-token');
  });

  it('on login it is the wrong password, shown as the server words it', async () => {
    tokenStorage.set('kept');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answer(401, { success: false, message: 'Invalid email or password', error: 'Invalid email or password' });
    const err = (await thrown(
      request('/auth/login', { method: 'POST', body: {}, answer: z.unknown(), skipAuthRedirect: true }),
    )) as HttpError;
    expect(err.message).toBe('Invalid email or password');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(tokenStorage.get()).toBe('kept');
  });
});

describe('parsing cost on the listing’s hot path', () => {
  it('parses a page of 100 cards (time printed, not asserted)', () => {
    const body = JSON.parse(JSON.stringify(page(Array.from({ length: 100 }, (_, i) => card(i + 1)))));
    ZPropertyListAnswer.parse(body); // warm up
    const runs = 20;
    const start = performance.now();
    for (let i = 0; i < runs; i++) ZPropertyListAnswer.parse(body);
    const ms = (performance.now() - start) / runs;
    console.info(`[bench] ZPropertyListAnswer: 100 cards parsed in ${ms.toFixed(2)} ms on average`);
    expect(ZPropertyListAnswer.parse(body).data).toHaveLength(100);
  });
});

describe('request: the page language', () => {
  it("asks for the messages in the page's language: Hindi under /hi, English elsewhere", async () => {
    const at = window.location.pathname;
    try {
      window.history.replaceState(null, '', '/hi/login');
      answer(404, {
        success: false,
        message: 'प्रॉपर्टी नहीं मिली',
        error: 'प्रॉपर्टी नहीं मिली',
        messageKey: 'propertyNotFound',
      });
      const err = (await thrown(request('/properties/x', { answer: z.unknown() }))) as HttpError;
      expect(err.message).toBe('प्रॉपर्टी नहीं मिली');
      expect(err.messageKey).toBe('propertyNotFound');
      const hindi = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
      expect(hindi['accept-language']).toBe('hi');
      window.history.replaceState(null, '', '/login');
      answer(404, { success: false, message: 'Property not found', error: 'Property not found' });
      await thrown(request('/properties/x', { answer: z.unknown() }));
      const english = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
      expect(english['accept-language']).toBe('en');
    } finally {
      window.history.replaceState(null, '', at);
    }
  });
});
