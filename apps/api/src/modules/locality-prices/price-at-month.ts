/**
 * The asking price a listing `l` (a row with id, price, created_at) had at `monthEnd` (an SQL
 * instant), for the trend. Without a record of past prices, that is its price now.
 */
export const PRICE_AT_MONTH_END = (l: string, _monthEnd: string): string => `${l}.price`;
