import { cleanup, configure, render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { InHindi } from '../../../test/hindi';
import LoginPage from '../../features/auth/pages/login-page';
import { hasCatalogPart, i18nFor, loadCatalogPart, loadLocale } from './i18n';

/**
 * The Hindi catalog in parts (src/locales/README.md 'Catalog parts'): the Hindi home's part has the
 * frame's words and not the forms'; a page of the forms waits for their part, then draws in Hindi.
 * The order matters: the parts stay loaded for the rest of the file, as in a browser tab.
 */
// The part is compiled from its .po as it is first imported: slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

describe('the Hindi catalog parts', () => {
  it("give the Hindi home the frame's words and none of the forms'", async () => {
    const hi = await loadLocale('hi');
    expect(hi._({ message: 'Search properties' })).not.toBe('Search properties');
    expect(hasCatalogPart('hi', 'forms')).toBe(false);
    // A forms message is not in the frame's part: it stays the English source text.
    expect(hi._({ message: 'Check your email' })).toBe('Check your email');
    expect(hi._({ message: 'Email Address' })).toBe('Email Address');
  });

  it('load nothing for an English page', async () => {
    expect(hasCatalogPart('en', 'forms')).toBe(true);
    const en = await loadCatalogPart('en', 'forms');
    expect(en.locale).toBe('en');
    expect(en._({ message: 'Email Address' })).toBe('Email Address');
    expect(hasCatalogPart('hi', 'forms')).toBe(false);
  });

  it('keep a Hindi form page waiting for its part, then draw it in Hindi, never in English', async () => {
    // Every text the page shows on its way, as it changes.
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const Waiting = () => {
      shown.push('waiting');
      return null;
    };
    // React's own root, outside act(): the page resumes when the part arrives, as in a browser.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    root.render(
      <Suspense fallback={<Waiting />}>
        <InHindi path="/hi/login">
          <LoginPage />
        </InHindi>
      </Suspense>,
    );
    onTestFinished(() => {
      root.unmount();
      container.remove();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'फिर से स्वागत है' })).toBeTruthy();
    observer.disconnect();
    expect(screen.getByRole('textbox', { name: 'ईमेल पता' })).toBeTruthy();
    expect(shown.find((text) => text !== '')).toBe('waiting');
    expect(shown.filter((text) => /Welcome back|Email Address/.test(text))).toEqual([]);
    expect(hasCatalogPart('hi', 'forms')).toBe(true);
    // Merged into the page's one Hindi translator: the frame's words are still there.
    expect(i18nFor('hi')._({ message: 'Check your email' })).toBe('अपना ईमेल देखें');
    expect(i18nFor('hi')._({ message: 'Search properties' })).not.toBe('Search properties');
  });

  it('draw at once once the part is here', () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <InHindi path="/hi/login">
          <LoginPage />
        </InHindi>
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'ईमेल पता' })).toBeTruthy();
  });
});
