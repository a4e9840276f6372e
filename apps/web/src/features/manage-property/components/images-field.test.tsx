import { MAX_IMAGE_BYTES } from '@nivaas/shared/constants';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyFormValues, type TPropertyFormValues } from '../lib/form-values';
import { keptImage, pngFile } from '../lib/test-fixtures';
import { ImagesField } from './images-field';

beforeAll(() => {
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = () => {};
});
afterEach(cleanup);

/** The photos field in a form of its own; the output shows the form's value, in order. */
function Harness({
  values = emptyFormValues(),
  isEdit = false,
}: {
  values?: TPropertyFormValues;
  isEdit?: boolean;
}) {
  const methods = useForm<TPropertyFormValues>({ defaultValues: values });
  const images = methods.watch('images');
  return (
    <FormProvider {...methods}>
      <ImagesField isEdit={isEdit} />
      <output data-testid="order">
        {images.map((i) => (i.kind === 'new' ? i.file.name : i.image._id)).join(',')}
      </output>
    </FormProvider>
  );
}

function renderField(props: { values?: TPropertyFormValues; isEdit?: boolean } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const input = document.querySelector<HTMLInputElement>('input[type="file"][name="images"]');
  if (!input) throw new Error('no file input');
  /** Picks files in the browser's file dialog. */
  const pick = (...files: File[]) => fireEvent.change(input, { target: { files } });
  return { user, input, pick };
}

const order = () => screen.getByTestId('order').textContent;
const tiles = () =>
  within(screen.getByRole('list', { name: /Photos, in the order/ })).getAllByRole('listitem');
const announced = () =>
  [...document.querySelectorAll('[aria-live="polite"]')].map((el) => el.textContent).join(' | ');

describe('the photos field', () => {
  it('opens the file dialog from its labelled button, which the hint describes', () => {
    const { input } = renderField();
    expect(input.accept).toContain('image/png');
    expect(input.multiple).toBe(true);
    const add = screen.getByRole('button', { name: 'Add photos' });
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Up to 10 photos',
    );
    let opened = false;
    input.addEventListener('click', () => {
      opened = true;
    });
    fireEvent.click(add);
    expect(opened).toBe(true);
  });

  it('adds photos as tiles in order, the first as the cover, and says how many were added', () => {
    const { pick } = renderField();
    pick(pngFile('front.png'), pngFile('hall.png'));
    expect(order()).toBe('front.png,hall.png');
    const [first, second] = tiles();
    expect(
      within(first as HTMLElement)
        .getByRole('img')
        .getAttribute('alt'),
    ).toBe('Photo 1: front.png');
    expect(first?.textContent).toContain('Cover');
    expect(second?.textContent).not.toContain('Cover');
    expect(announced()).toContain('2 photos added');
    expect(screen.getByRole('button', { name: 'Add more photos' })).toBeTruthy();
  });

  it('reorders by the move buttons, keeping focus on the button used and saying where the photo went', async () => {
    const { user, pick } = renderField();
    pick(pngFile('front.png'), pngFile('hall.png'), pngFile('kitchen.png'));
    expect((screen.getByRole('button', { name: 'Move photo 1 left' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Move photo 3 right' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Move photo 3 left' }));
    expect(order()).toBe('front.png,kitchen.png,hall.png');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 2 left' }));
    expect(announced()).toContain('Photo moved to position 2 of 3');
    // By keyboard: Enter on the focused button moves it again, to the front.
    await user.keyboard('{Enter}');
    expect(order()).toBe('kitchen.png,front.png,hall.png');
    expect(announced()).toContain('Photo moved to position 1 of 3, now the cover photo');
    // At the front its left button is disabled: focus stays in the tile, on a button that works.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 1 right' }));
  });

  it('removes a photo and moves focus to the next one’s remove button', async () => {
    const { user, pick } = renderField();
    pick(pngFile('front.png'), pngFile('hall.png'));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(order()).toBe('hall.png');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(announced()).toContain('Photo 1 removed');
  });

  it('asks for a photo at once when the last one is removed, with focus on Add photos', async () => {
    const { user } = renderField({ values: { ...emptyFormValues(), images: [keptImage('img-1')] } });
    expect(
      within(tiles()[0] as HTMLElement)
        .getByRole('img')
        .getAttribute('alt'),
    ).toBe('Photo 1');
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(order()).toBe('');
    const add = screen.getByRole('button', { name: 'Add photos' });
    expect(document.activeElement).toBe(add);
    const message = screen.getByText('At least one image is required');
    expect(message.getAttribute('aria-live')).toBe('polite');
    expect(add.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });

  it('refuses files that are too large or not images, naming them, and keeps the rest', () => {
    const { pick } = renderField();
    const huge = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'huge.png', { type: 'image/png' });
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    pick(huge, notes, pngFile('ok.png'));
    expect(order()).toBe('ok.png');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('"huge.png" is larger than 5 MB: each image can be at most 5 MB');
    expect(alert.textContent).toContain(
      '"notes.txt" is not an image: choose JPEG, PNG, WebP, AVIF or GIF files',
    );
    expect(
      screen.getByRole('button', { name: 'Add more photos' }).getAttribute('aria-describedby'),
    ).toContain(alert.id);
  });

  it('keeps at most 10 photos, says so, and disables the button at 10', () => {
    const { pick } = renderField();
    pick(...Array.from({ length: 12 }, (_, i) => pngFile(`p${i + 1}.png`)));
    expect(tiles()).toHaveLength(10);
    expect(screen.getByRole('alert').textContent).toBe('You can upload at most 10 images');
    const add = screen.getByRole('button', {
      name: '10 photos added (the most allowed)',
    }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
  });

  it('tells an editor that new photos are saved after the current ones when one is put first', async () => {
    const { user, pick } = renderField({
      values: { ...emptyFormValues(), images: [keptImage('img-1')] },
      isEdit: true,
    });
    pick(pngFile('new.png'));
    expect(screen.queryByText(/New photos are saved after the current ones/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move photo 2 left' }));
    expect(order()).toBe('new.png,img-1');
    expect(screen.getByText(/New photos are saved after the current ones/)).toBeTruthy();
  });
});
