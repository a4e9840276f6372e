import { describe, expect, it } from 'vitest';
import {
  acceptLanguageLocale,
  basePath,
  hasHindiPage,
  localeOfPath,
  localizedHref,
  matchesRoutePattern,
  visitorLocale,
} from './locale';

describe('the language of a path', () => {
  it('is Hindi under /hi, and each Hindi path has its English page', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/properties')).toBe('hi');
    expect(localeOfPath('/hindi-news')).toBe('en');
    expect(basePath('/hi')).toBe('/');
    expect(basePath('/hi/properties/')).toBe('/properties');
    expect(basePath('/properties')).toBe('/properties');
  });

  it('offers Hindi only for the translated pages, by route pattern', () => {
    expect(matchesRoutePattern('/properties/:id', '/properties/42')).toBe(true);
    expect(matchesRoutePattern('/properties/:id', '/properties')).toBe(false);
    expect(hasHindiPage('/')).toBe(true);
    expect(hasHindiPage('/properties')).toBe(true);
    expect(hasHindiPage('/properties/')).toBe(true);
    for (const page of ['/login', '/login/mobile', '/register', '/forgot-password', '/reset-password']) {
      expect(hasHindiPage(page), page).toBe(true);
    }
    expect(hasHindiPage('/confirm-email')).toBe(true);
    expect(hasHindiPage('/emi-calculator')).toBe(true);
    for (const page of ['/developers', '/developers/dev-1', '/developers/add', '/developers/dev-1/edit']) {
      expect(hasHindiPage(page), page).toBe(true);
    }
    expect(hasHindiPage('/login/other')).toBe(false);
    expect(hasHindiPage('/profile')).toBe(true);
    // The admin area, every screen below /admin, by one pattern ('/admin/*').
    for (const page of ['/admin', '/admin/users', '/admin/users/u-1/edit', '/admin/properties/42']) {
      expect(hasHindiPage(page), page).toBe(true);
    }
    expect(hasHindiPage('/administrator')).toBe(false);
    expect(matchesRoutePattern('/admin/*', '/admins')).toBe(false);
    expect(hasHindiPage('/properties/in/nashik/gangapur-road')).toBe(true);
    expect(hasHindiPage('/properties/in/nashik')).toBe(false);
  });

  it("sends a Hindi page's links to the Hindi version where there is one, keeping the query", () => {
    expect(localizedHref('/properties?city=Pune&propertyType=RENT', 'hi')).toBe(
      '/hi/properties?city=Pune&propertyType=RENT',
    );
    expect(localizedHref('/', 'hi')).toBe('/hi');
    expect(localizedHref('/login', 'hi')).toBe('/hi/login');
    expect(localizedHref('/reset-password?token=abc', 'hi')).toBe('/hi/reset-password?token=abc');
    expect(localizedHref('/profile', 'hi')).toBe('/hi/profile');
    expect(localizedHref('/admin', 'hi')).toBe('/hi/admin');
    expect(localizedHref('/admin/users/u-1/edit', 'hi')).toBe('/hi/admin/users/u-1/edit');
    expect(localizedHref('/developers/dev-1', 'hi')).toBe('/hi/developers/dev-1');
    expect(localizedHref('/properties/in/nashik/gangapur-road', 'hi')).toBe(
      '/hi/properties/in/nashik/gangapur-road',
    );
    expect(localizedHref('/hi/properties', 'hi')).toBe('/hi/properties');
    expect(localizedHref('https://example.com/properties', 'hi')).toBe('https://example.com/properties');
    expect(localizedHref('/properties?city=Pune', 'en')).toBe('/properties?city=Pune');
  });

  it("picks the visitor's language from the cookie, else Accept-Language", () => {
    expect(acceptLanguageLocale('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(acceptLanguageLocale('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(visitorLocale({ cookie: 'lang=en', acceptLanguage: 'hi' })).toBe('en');
    expect(visitorLocale({ cookie: 'a=b; lang=hi', acceptLanguage: 'en' })).toBe('hi');
  });
});
