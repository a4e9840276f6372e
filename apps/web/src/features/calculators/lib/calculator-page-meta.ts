import { msg } from '@lingui/core/macro';

/** /emi-calculator's title and description: the tab's, and (prerender/static-page-meta.ts) its HTML's. */
export const EMI_PAGE_TITLE = msg`Home Loan EMI Calculator and Area Converter`;
export const EMI_PAGE_DESCRIPTION = msg`Work out the monthly EMI, total interest and repayment schedule of a home loan, and convert land units like guntha, bigha, cent and marla.`;
