import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileInput } from './file-input';
import { fileSizeText, isAccepted } from './file-input-lib';

afterEach(cleanup);

const photo = (name: string, type = 'image/jpeg', size = 2048) =>
  new File(['x'.repeat(size)], name, { type });

function Photos({ maxFiles = 3 }: { maxFiles?: number }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileInput
      label="Photos"
      files={files}
      onChange={setFiles}
      accept="image/jpeg,image/png,image/webp"
      isMultiple
      maxFiles={maxFiles}
      help="JPEG, PNG or WebP, up to 5 MB each"
    />
  );
}

describe('FileInput', () => {
  it('is a labelled file input described by its help; picked files are listed with their size', async () => {
    const user = userEvent.setup();
    render(<Photos />);
    const input = screen.getByLabelText(/Photos/) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'JPEG, PNG or WebP, up to 5 MB each',
    );
    await user.upload(input, [photo('hall.jpg'), photo('kitchen.png', 'image/png')]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(list.textContent).toContain('hall.jpg');
    expect(list.textContent).toContain('kitchen.png');
    expect(list.textContent).toContain('2 KB');
  });

  it('removes a file with its own button and gives focus back to the picker', async () => {
    const user = userEvent.setup();
    render(<Photos />);
    const input = screen.getByLabelText(/Photos/) as HTMLInputElement;
    await user.upload(input, [photo('hall.jpg'), photo('bedroom.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Remove hall.jpg' }));
    expect(screen.queryByText('hall.jpg')).toBeNull();
    expect(screen.getByText('bedroom.jpg')).toBeTruthy();
    expect(document.activeElement).toBe(input);
  });

  it('leaves out files past the limit and says so in its error line', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Photos maxFiles={2} />);
    const input = screen.getByLabelText(/Photos/) as HTMLInputElement;
    await user.upload(input, [
      photo('a.jpg'),
      photo('b.jpg'),
      photo('c.jpg'),
      photo('plan.pdf', 'application/pdf'),
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Some files were not added: 1 not of an accepted type, 1 over the limit of 2.',
    );
    // Full: the picker is disabled until a file is removed.
    expect(input.disabled).toBe(true);
  });

  it('names its input, hands its ref to the input, and writes a note under each file', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    function Team() {
      const [files, setFiles] = useState<File[]>([]);
      return (
        <FileInput
          ref={ref}
          name="teamPhotos"
          label="Team photos"
          files={files}
          onChange={setFiles}
          isMultiple
          fileNote={(_file, i) => (i === 0 ? 'For Asha Kulkarni' : 'No team member for this photo yet')}
        />
      );
    }
    render(<Team />);
    const input = screen.getByLabelText(/Team photos/) as HTMLInputElement;
    expect(ref.current).toBe(input);
    expect(input.name).toBe('teamPhotos');
    await user.upload(input, [photo('asha.jpg'), photo('extra.jpg')]);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first?.textContent).toContain('For Asha Kulkarni');
    expect(second?.textContent).toContain('No team member for this photo yet');
  });
});

describe('file-input-lib', () => {
  it('checks types, wildcards and extensions', () => {
    expect(isAccepted({ name: 'a.JPG', type: 'image/jpeg' }, 'image/*')).toBe(true);
    expect(isAccepted({ name: 'a.pdf', type: 'application/pdf' }, '.pdf')).toBe(true);
    expect(isAccepted({ name: 'a.pdf', type: 'application/pdf' }, 'image/png,image/jpeg')).toBe(false);
    expect(isAccepted({ name: 'a.txt', type: 'text/plain' }, undefined)).toBe(true);
    expect(fileSizeText(500)).toBe('1 KB');
    expect(fileSizeText(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});
