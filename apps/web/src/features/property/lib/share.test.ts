import { describe, expect, it, vi } from 'vitest';
import { chooseShareMethod, shareLink, type TShareNavigator } from './share';

const data = { title: 'Riverside 3 BHK', url: 'https://nivaas.in/properties/1' };

describe('chooseShareMethod', () => {
  it('uses the share sheet when the browser has one that accepts the data', () => {
    expect(chooseShareMethod({ share: async () => {} }, data)).toBe('native');
    expect(chooseShareMethod({ share: async () => {}, canShare: () => true }, data)).toBe('native');
  });

  it('copies the link when there is no share sheet, or it refuses the data', () => {
    const clipboard = { writeText: async () => {} };
    expect(chooseShareMethod({ clipboard }, data)).toBe('clipboard');
    expect(chooseShareMethod({ share: async () => {}, canShare: () => false, clipboard }, data)).toBe(
      'clipboard',
    );
    expect(
      chooseShareMethod(
        {
          share: async () => {},
          canShare: () => {
            throw new Error('nope');
          },
          clipboard,
        },
        data,
      ),
    ).toBe('clipboard');
  });

  it('falls back to the old copy command without either', () => {
    expect(chooseShareMethod({}, data)).toBe('legacy-copy');
    expect(chooseShareMethod(undefined, data)).toBe('legacy-copy');
  });
});

describe('shareLink', () => {
  it('shares natively and reports it', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { share, clipboard: { writeText } }, document)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a dismissed share sheet as cancelled, not as a failure', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('dismissed', 'AbortError');
    });
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { share, clipboard: { writeText } }, document)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the share sheet fails for another reason', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('not allowed', 'NotAllowedError');
    });
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { share, clipboard: { writeText } }, document)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('copies with the clipboard API when there is no share sheet', async () => {
    const nav: TShareNavigator = { clipboard: { writeText: vi.fn(async () => {}) } };
    expect(await shareLink(data, nav, document)).toBe('copied');
    expect(nav.clipboard?.writeText).toHaveBeenCalledWith(data.url);
  });

  it('uses the copy command when the clipboard API refuses, and reports a failure if that fails too', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    expect(await shareLink(data, { clipboard: { writeText } }, document)).toBe('copied');
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();

    document.execCommand = vi.fn(() => false);
    expect(await shareLink(data, {}, document)).toBe('failed');
  });
});
