/**
 * Why a listing of an active agent is off the public site (issue 17), from the weakest cause to
 * the strongest: not confirmed for the settings' limit, reported by several people, hidden by a
 * moderator. A stronger cause is never replaced by a weaker one (a moderator's hide stays when
 * the daily freshness job runs).
 */
export const LISTING_HIDDEN_REASONS = ['stale', 'reported', 'moderator'] as const;
export type TListingHiddenReason = (typeof LISTING_HIDDEN_REASONS)[number];

/** Whether `reason` may replace `current` (nothing, or a weaker or equal cause). */
export function outranks(reason: TListingHiddenReason, current: TListingHiddenReason | null): boolean {
  return (
    current === null || LISTING_HIDDEN_REASONS.indexOf(reason) >= LISTING_HIDDEN_REASONS.indexOf(current)
  );
}
