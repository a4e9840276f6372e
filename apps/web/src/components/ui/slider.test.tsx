import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazySlider } from './lazy-slider';
import layout from './layout.module.css';
import { RangeSlider, Slider } from './slider';

afterEach(cleanup);

const lakh = (v: number) => `₹ ${v} Lac`;

function Price() {
  const [range, setRange] = useState<[number, number]>([20, 80]);
  return (
    <>
      <RangeSlider
        label="Price"
        min={0}
        max={100}
        step={5}
        value={range}
        onChange={setRange}
        formatValue={lakh}
        thumbLabels={['Minimum price', 'Maximum price']}
      />
      <output>{range.join('-')}</output>
    </>
  );
}

describe('RangeSlider', () => {
  it('has two named thumbs that say their values in words', () => {
    render(<Price />);
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(min.getAttribute('aria-valuetext')).toBe('₹ 20 Lac');
    expect(max.getAttribute('aria-valuetext')).toBe('₹ 80 Lac');
    expect(screen.getByText('₹ 20 Lac – ₹ 80 Lac')).toBeTruthy();
  });

  it('moves each thumb with the arrow keys by its step, and Home to the minimum', () => {
    render(<Price />);
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    fireEvent.keyDown(min, { key: 'ArrowRight' });
    expect(screen.getByRole('status').textContent).toBe('25-80');
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    fireEvent.keyDown(max, { key: 'ArrowLeft' });
    expect(screen.getByRole('status').textContent).toBe('25-75');
    fireEvent.keyDown(min, { key: 'Home' });
    expect(screen.getByRole('status').textContent).toBe('0-75');
  });
});

describe('Slider', () => {
  it('is one slider named by its label; Page Up takes a large step', () => {
    function Tenure() {
      const [years, setYears] = useState(20);
      return (
        <>
          <Slider label="Loan tenure" min={1} max={30} value={years} onChange={setYears} largeStep={5} />
          <output>{years}</output>
        </>
      );
    }
    render(<Tenure />);
    const slider = screen.getByRole('slider', { name: 'Loan tenure' });
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(screen.getByRole('status').textContent).toBe('25');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(screen.getByRole('status').textContent).toBe('30');
  });
});

describe('Slider with a hidden label', () => {
  it('is still named by the label, which is not on screen, and shows no value text', () => {
    render(
      <Slider label="Amount" min={0} max={100} value={40} onChange={() => {}} isLabelHidden isValueHidden />,
    );
    const slider = screen.getByRole('slider', { name: 'Amount' });
    expect(slider.getAttribute('aria-valuenow')).toBe('40');
    const label = screen.getByText('Amount');
    expect(label.className).toContain(layout.srOnly);
    expect(screen.queryByText('40')).toBeNull();
  });
});

describe('LazySlider', () => {
  it('shows a picture of the track at the value while its code arrives, then the slider', async () => {
    render(<LazySlider label="Amount" min={0} max={200} value={50} onChange={() => {}} />);
    const picture = document.querySelector<HTMLElement>('[data-slider-picture]');
    expect(picture?.getAttribute('aria-hidden')).toBe('true');
    expect(picture?.querySelector<HTMLElement>('[style*="inset-inline-start"]')?.style.insetInlineStart).toBe(
      '25%',
    );
    const slider = await screen.findByRole('slider', { name: 'Amount' });
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    expect(document.querySelector('[data-slider-picture]')).toBeNull();
  });
});
