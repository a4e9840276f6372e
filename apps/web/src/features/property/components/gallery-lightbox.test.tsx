import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GalleryLightbox, type TLightboxImage, wrapIndex } from './gallery-lightbox';

/** Each part's code is imported on first use, which takes a while on a busy machine. */
const SLOW = { timeout: 20_000 };

/** What a control is called (its label), to follow focus by name: Base UI may redraw a button. */
const nameOf = (el: Element | null): string =>
  el?.getAttribute('aria-label') ||
  (el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? '') : (el?.textContent ?? '')).trim();

/**
 * Tab, then let focus settle: Base UI's focus guards (the trap's edges) send focus on in the next
 * frame, as a person's next key press would find it.
 */
async function tabAndSettle(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  await waitFor(() => expect(document.activeElement?.hasAttribute('data-base-ui-focus-guard')).toBe(false));
}

afterEach(cleanup);

const TITLE = '3 BHK Apartment in Gangapur Road';
const images: TLightboxImage[] = [1, 2, 3].map((n) => ({
  key: `img${n}`,
  src: `/uploads/${n}.jpg`,
  thumb: `/uploads/${n}-thumb.jpg`,
  alt: `${TITLE}, photo ${n}`,
}));

function Gallery() {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View all 3 photos
      </button>
      <GalleryLightbox
        images={images}
        index={index}
        open={open}
        title={TITLE}
        onClose={() => setOpen(false)}
        onIndexChange={setIndex}
      />
    </>
  );
}

async function openGallery() {
  const user = userEvent.setup();
  render(<Gallery />);
  await user.click(screen.getByRole('button', { name: 'View all 3 photos' }));
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return { user, dialog };
}

const shownPhoto = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('img')
    .find((img) => img.getAttribute('alt'))
    ?.getAttribute('alt');

describe('GalleryLightbox', SLOW, () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it('is a dialog named by the listing; the arrows, Home and End move through the photos, announced', async () => {
    const { user, dialog } = await openGallery();
    const counter = within(dialog).getByText('1 / 3');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(shownPhoto(dialog)).toBe(`${TITLE}, photo 1`);
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    expect(shownPhoto(dialog)).toBe(`${TITLE}, photo 2`);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
    await user.keyboard('{Home}');
    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
    await user.keyboard('{End}');
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
  });

  it('has named previous, next and thumbnail buttons; the current thumbnail is marked', async () => {
    const { user, dialog } = await openGallery();
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
    const thumbs = within(within(dialog).getByRole('group', { name: 'Photos' })).getAllByRole('button');
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual([
      'Show photo 1 of 3',
      'Show photo 2 of 3',
      'Show photo 3 of 3',
    ]);
    await user.click(thumbs[2] as HTMLElement);
    expect(thumbs[2]?.getAttribute('aria-current')).toBe('true');
    expect(thumbs[0]?.getAttribute('aria-current')).toBeNull();
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
  });

  it('keeps Tab inside; Escape closes it and focus returns to the button that opened it', async () => {
    const { user } = await openGallery();
    // Tab runs through the viewer's controls and wraps round (Base UI's focus guards), never
    // reaching the page behind it.
    const opener = screen.getByRole('button', { name: 'View all 3 photos', hidden: true });
    const reached = new Set<string>([nameOf(document.activeElement)]);
    for (let i = 0; i < 10; i++) {
      await tabAndSettle(user);
      expect(document.activeElement).not.toBe(opener);
      reached.add(nameOf(document.activeElement));
    }
    for (const name of ['Close photos', 'Previous photo', 'Next photo', 'Show photo 3 of 3']) {
      expect(reached).toContain(name);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View all 3 photos' })),
    );
  });

  it('closes with its named close button', async () => {
    const { user } = await openGallery();
    await user.click(screen.getByRole('button', { name: 'Close photos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
