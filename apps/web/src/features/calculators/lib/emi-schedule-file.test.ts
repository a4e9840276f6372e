import { EMI_DEFAULTS } from '@nivaas/shared/emi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildScheduleCsvFile, downloadTextFile } from './emi-schedule-file';

describe('buildScheduleCsvFile', () => {
  const file = buildScheduleCsvFile({ ...EMI_DEFAULTS });
  const lines = file.content.trimEnd().split('\r\n');

  it('names the file after the loan and marks it as UTF-8 CSV', () => {
    expect(file.filename).toBe('emi-schedule-8000000-15y-8.15pct.csv');
    expect(file.mimeType).toBe('text/csv;charset=utf-8');
  });

  it('has a header and one line for each of the 180 months', () => {
    expect(lines[0]).toBe('Month,EMI,Principal,Interest,Balance');
    expect(lines).toHaveLength(181);
    // Month 1 of ₹ 80,00,000 at 8.15 %: interest 54,333, the rest of the 77,147 EMI repays principal.
    expect(lines[1]).toBe('1,77147,22814,54333,7977186');
    expect(lines.at(-1)?.split(',')[0]).toBe('180');
    expect(lines.at(-1)?.split(',').at(-1)).toBe('0');
  });

  it('repays exactly the loan over the schedule', () => {
    const principal = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[2]), 0);
    expect(principal).toBe(EMI_DEFAULTS.loanAmount);
  });
});

describe('downloadTextFile', () => {
  // jsdom has no object URLs; the test gives URL its two functions and takes them away after.
  const urlStatics = URL as unknown as Record<string, unknown>;
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    delete urlStatics.createObjectURL;
    delete urlStatics.revokeObjectURL;
  });

  const readText = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });

  it('clicks a hidden link to an object URL of the content, then cleans up', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:nivaas/1';
    });
    const revoke = vi.fn();
    urlStatics.createObjectURL = create;
    urlStatics.revokeObjectURL = revoke;
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    downloadTextFile({ filename: 'a.csv', mimeType: 'text/csv;charset=utf-8', content: 'Month\r\n' });

    expect(clicked).toEqual([{ href: 'blob:nivaas/1', download: 'a.csv' }]);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:nivaas/1');
    vi.useRealTimers();
    const blob = blobs[0];
    expect(blob && (await readText(blob))).toBe('Month\r\n');
  });
});
