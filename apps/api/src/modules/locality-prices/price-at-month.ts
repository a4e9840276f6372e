/**
 * The asking price a listing `l` (a row with id, price, created_at) had at `monthEnd` (an SQL
 * instant), for the trend: the last price its history (property_price_history, written by
 * triggers from its creation on) records before then; its price now when the history has none.
 * One index probe per listing and month (property_price_history_property_changed_idx).
 */
export const PRICE_AT_MONTH_END = (l: string, monthEnd: string): string => `coalesce((
  select h.price from property_price_history h
  where h.property_id = ${l}.id and h.changed_at < ${monthEnd}
  order by h.changed_at desc limit 1), ${l}.price)`;
