import { MAX_BROCHURE_BYTES } from '@nivaas/shared/constants';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyFormValues, type TPropertyFormValues } from '../lib/form-values';
import { pngFile } from '../lib/test-fixtures';
import { MediaSection, type TStoredExtras } from './media-section';

beforeAll(() => {
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = () => {};
});
afterEach(cleanup);

function Harness({ stored }: { stored?: TStoredExtras }) {
  const methods = useForm<TPropertyFormValues>({ defaultValues: emptyFormValues() });
  const [brochure, floorPlans] = methods.watch(['brochure', 'floorPlans']);
  return (
    <FormProvider {...methods}>
      <MediaSection isEdit={Boolean(stored)} stored={stored} />
      <output data-testid="brochure">{brochure?.name ?? 'none'}</output>
      <output data-testid="floor-plans">{floorPlans.map((f) => f.name).join(',')}</output>
    </FormProvider>
  );
}

const fileInput = (name: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`);
  if (!input) throw new Error(`no ${name} input`);
  return input;
};
const pick = (input: HTMLInputElement, ...files: File[]) => fireEvent.change(input, { target: { files } });
const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('the plans and documents', () => {
  it('takes a brochure, refuses one too large or of the wrong type without losing the chosen one, and removes it', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const brochure = fileInput('brochure');
    expect(describedText(brochure)).toContain('One PDF, DOC or DOCX file, at most 10 MB.');
    pick(brochure, pdf('plan.pdf'));
    expect(screen.getByTestId('brochure').textContent).toBe('plan.pdf');

    pick(brochure, pdf('huge.pdf', MAX_BROCHURE_BYTES + 1));
    expect(screen.getByTestId('brochure').textContent).toBe('plan.pdf');
    expect(describedText(brochure)).toContain('The brochure can be at most 10 MB');

    pick(brochure, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByTestId('brochure').textContent).toBe('plan.pdf');
    expect(describedText(brochure)).toContain('not of an accepted type');

    await user.click(screen.getByRole('button', { name: 'Remove plan.pdf' }));
    expect(screen.getByTestId('brochure').textContent).toBe('none');
  });

  it('keeps at most 5 floor plans', () => {
    render(<Harness />);
    const plans = fileInput('floorPlans');
    pick(plans, ...Array.from({ length: 6 }, (_, i) => pngFile(`plan-${i + 1}.png`)));
    expect(screen.getByTestId('floor-plans').textContent).toBe(
      'plan-1.png,plan-2.png,plan-3.png,plan-4.png,plan-5.png',
    );
    expect(plans.disabled).toBe(true);
    expect(describedText(plans)).toContain('1 over the limit of 5');
  });

  it('links the files the listing already has', () => {
    render(
      <Harness
        stored={{
          floorPlans: [],
          brochure: { url: '/uploads/b.pdf', name: 'brochure.pdf' },
          virtualTour: null,
        }}
      />,
    );
    const current = screen.getByText(/Current brochure/);
    expect(within(current).getByRole('link', { name: 'brochure.pdf' }).getAttribute('href')).toBe(
      '/uploads/b.pdf',
    );
  });
});
