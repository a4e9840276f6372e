import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InHindi, loadHindi } from '../../../test/hindi';
import { LocaleProvider } from '../../lib/i18n/locale-provider';
import { Combobox } from './combobox';
import { Dialog } from './dialog';
import { FileInput } from './file-input';
import { PageSpinner } from './loading-veil';
import { Pagination } from './pagination';

/** The UI kit's own words (its defaults) in the page's language (issue 19): every page's dialogs say them. */
function Kit() {
  return (
    <>
      <PageSpinner />
      <Combobox options={[]} value="Pune" onChange={() => {}} filterOptions={(o) => o} label="City" />
      <FileInput label="Photos" files={[]} onChange={() => {}} isMultiple />
      <Pagination page={1} pageCount={3} onChange={() => {}} />
      <Dialog open onClose={() => {}} title="A dialog">
        <p>Body</p>
      </Dialog>
    </>
  );
}

beforeAll(() => loadHindi([]));
afterEach(cleanup);

describe('the UI kit’s own words', () => {
  it('are Hindi on a Hindi page', async () => {
    render(
      <InHindi>
        <Kit />
      </InHindi>,
    );
    expect(screen.getByRole('status').textContent).toBe('लोड हो रहा है…');
    expect(screen.getByRole('button', { name: 'मिटाएँ', hidden: true })).toBeTruthy();
    expect(screen.getByText('फ़ाइलें यहाँ खींचकर छोड़ें या')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'पेज 2 पर जाएँ', hidden: true }).length).toBeGreaterThan(0);
    expect(document.querySelectorAll('nav[aria-label="पेज"]').length).toBe(2);
    expect(await screen.findByRole('button', { name: 'बंद करें' })).toBeTruthy();
  });

  it('stay English on an English page', async () => {
    render(
      <MemoryRouter initialEntries={['/page']}>
        <LocaleProvider>
          <Kit />
        </LocaleProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('button', { name: 'Clear', hidden: true })).toBeTruthy();
    expect(screen.getByText('Drag files here or')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Go to page 2', hidden: true }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
