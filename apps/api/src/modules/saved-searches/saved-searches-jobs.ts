import type { TJob } from '../jobs/job-runner';
import type { TSavedSearchesService } from './saved-searches.service';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The alerts of saved searches, one job per frequency, each run once across instances by the jobs
 * runner (and safe if two ran at once: each match is recorded once, saved-searches.repository.ts).
 */
export function savedSearchJobs(savedSearches: TSavedSearchesService): TJob[] {
  return [
    { name: 'saved-search-alerts-instant', intervalMs: MINUTE_MS, frequency: 'instant' as const },
    { name: 'saved-search-alerts-daily', intervalMs: DAY_MS, frequency: 'daily' as const },
    { name: 'saved-search-alerts-weekly', intervalMs: 7 * DAY_MS, frequency: 'weekly' as const },
  ]
    .map(({ name, intervalMs, frequency }) => ({
      name,
      intervalMs,
      leaseMs: 15 * MINUTE_MS,
      run: () => savedSearches.sendAlerts(frequency),
    }))
    .concat({
      // Favourites whose price dropped, for the users who asked: soon after the drop.
      name: 'favourite-price-alerts',
      intervalMs: 15 * MINUTE_MS,
      leaseMs: 15 * MINUTE_MS,
      run: () => savedSearches.sendFavouriteDrops(),
    });
}
