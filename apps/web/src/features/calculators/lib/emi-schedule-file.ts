import { amortizationSchedule, scheduleToCsv, type TEmiInput } from '@nivaas/shared/emi';

export type TTextFile = { filename: string; mimeType: string; content: string };

/** 'emi-schedule-8000000-15y-8.15pct.csv': the loan's figures, so several downloads do not clash. */
export function scheduleFilename(input: TEmiInput): string {
  return `emi-schedule-${input.loanAmount}-${input.tenureYears}y-${input.annualRate}pct.csv`;
}

/** The month-by-month amortisation schedule as a CSV file (header, one line a month). */
export function buildScheduleCsvFile(input: TEmiInput): TTextFile {
  return {
    filename: scheduleFilename(input),
    mimeType: 'text/csv;charset=utf-8',
    content: scheduleToCsv(amortizationSchedule(input)),
  };
}

/** Saves a file the browser way: a Blob behind an object URL, clicked through a hidden link. */
export function downloadTextFile(file: TTextFile, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mimeType }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.hidden = true;
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoke after the click has been handled, so the download has started.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
