import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config';
import type { Database } from './db/client';
import { createTokenService } from './lib/jwt';
import { createAdminUsersRepository } from './modules/admin/admin-users.repository';
import { createAdminUsersService } from './modules/admin/admin-users.service';
import { createAdminRepository } from './modules/admin/admin.repository';
import { createAdminService } from './modules/admin/admin.service';
import { createAuthService } from './modules/auth/auth.service';
import { createCredentialsRepository } from './modules/auth/credentials.repository';
import { createOtpRepository } from './modules/auth/otp.repository';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createSmsSender } from './modules/sms/sms-sender';
import { createCompareRepository } from './modules/compare/compare.repository';
import { createCompareService } from './modules/compare/compare.service';
import { createLocalityMedians } from './modules/compare/locality-medians';
import { createShortlistRepository } from './modules/shortlist/shortlist.repository';
import { createShortlistService } from './modules/shortlist/shortlist.service';
import { createContactsRepository } from './modules/contacts/contacts.repository';
import { createContactsService } from './modules/contacts/contacts.service';
import { createFavoritesRepository } from './modules/favorites/favorites.repository';
import { createFavoritesService } from './modules/favorites/favorites.service';
import { createRecentlyViewedRepository } from './modules/favorites/recently-viewed.repository';
import { createLocationsRepository } from './modules/locations/locations.repository';
import { createLocationsService } from './modules/locations/locations.service';
import { createLocalityPricesRepository } from './modules/locality-prices/locality-prices.repository';
import { createLocalityPricesService } from './modules/locality-prices/locality-prices.service';
import { createMapClustersRepository } from './modules/properties/map-clusters.repository';
import { createMapClustersService } from './modules/properties/map-clusters.service';
import { createPropertiesRepository } from './modules/properties/properties.repository';
import { createPropertiesService } from './modules/properties/properties.service';
import { createPropertyWritesService } from './modules/properties/property-writes.service';
import { createDevelopersRepository } from './modules/developers/developers.repository';
import { createDevelopersService } from './modules/developers/developers.service';
import { createDuplicatePhotosRepository } from './modules/duplicate-photos/duplicate-photos.repository';
import { createDuplicatePhotosService } from './modules/duplicate-photos/duplicate-photos.service';
import { backfillImageHashes } from './modules/duplicate-photos/image-hash-backfill';
import { createEnquiriesRepository } from './modules/enquiries/enquiries.repository';
import { createEnquiriesService } from './modules/enquiries/enquiries.service';
import { createConfirmLinks } from './modules/freshness/confirm-link';
import { freshnessJobs } from './modules/freshness/freshness-jobs';
import { createFreshnessRepository } from './modules/freshness/freshness.repository';
import { createFreshnessService } from './modules/freshness/freshness.service';
import { createJobRunner, type TJob } from './modules/jobs/job-runner';
import { createJobsRepository } from './modules/jobs/jobs.repository';
import { createJobsService } from './modules/jobs/jobs.service';
import { createMailer } from './modules/notifications/mailer';
import { createOutboxWorker } from './modules/notifications/outbox-worker';
import { createOutboxRepository } from './modules/notifications/outbox.repository';
import { createPersonalDataRepository } from './modules/personal-data/personal-data.repository';
import { createPersonalDataService } from './modules/personal-data/personal-data.service';
import { createReportsRepository } from './modules/reports/reports.repository';
import { createReportsService } from './modules/reports/reports.service';
import { createSeoRepository } from './modules/seo/seo.repository';
import { createSeoService } from './modules/seo/seo.service';
import { savedSearchJobs } from './modules/saved-searches/saved-searches-jobs';
import { createSavedSearchesRepository } from './modules/saved-searches/saved-searches.repository';
import { createSavedSearchesService } from './modules/saved-searches/saved-searches.service';
import { createUnsubscribeLinks } from './modules/saved-searches/unsubscribe-link';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { createSettingsService } from './modules/settings/settings.service';
import {
  ORPHAN_GRACE_MS,
  sweepOrphanFiles,
  sweepTempDirs,
  TEMP_GRACE_MS,
} from './modules/uploads/orphan-sweep';
import { createStoredFilesRepository } from './modules/uploads/stored-files.repository';
import { createUsersRepository } from './modules/users/users.repository';
import { createGuards } from './plugins/auth';
import type { TRedisClients } from './lib/redis';
import type { TCacheInvalidation } from './plugins/cache-invalidation';
import { createMediaUrls } from './storage/media-urls';
import type { Storage } from './storage/storage';

/**
 * Wires repositories → services → guards once per app. Routes receive this object;
 * tests reach services and repositories through it too.
 */
export function createAppDeps(opts: {
  config: TConfig;
  database: Database;
  storage: Storage;
  log: FastifyBaseLogger;
  redis: TRedisClients | undefined;
  invalidation: TCacheInvalidation;
}) {
  const { config, database, storage, log, redis, invalidation } = opts;
  const db = database.db;
  const media = createMediaUrls(config.publicUrl);
  const repos = {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    credentials: createCredentialsRepository(db),
    otp: createOtpRepository(db),
    outbox: createOutboxRepository(db),
    developers: createDevelopersRepository(db, media),
    admin: createAdminRepository(db, media),
    adminUsers: createAdminUsersRepository(db),
    settings: createSettingsRepository(db),
    seo: createSeoRepository(db),
    properties: createPropertiesRepository(db, {
      media,
      prepared: database.queryPrepared,
      preparedGeneric: database.queryGeneric,
      explainGeneric: database.explainGeneric,
    }),
    favorites: createFavoritesRepository(db),
    recentlyViewed: createRecentlyViewedRepository(db),
    locations: createLocationsRepository(db),
    jobs: createJobsRepository(db),
    storedFiles: createStoredFilesRepository(db),
    personalData: createPersonalDataRepository(db),
    freshness: createFreshnessRepository(db),
    duplicatePhotos: createDuplicatePhotosRepository(db),
    compare: createCompareRepository(db),
    shortlist: createShortlistRepository(db),
    localityPrices: createLocalityPricesRepository(db, media),
    savedSearches: createSavedSearchesRepository(db),
  };
  const contactsRepo = createContactsRepository(db, repos.outbox);
  const locations = createLocationsService({ locations: repos.locations });
  const localityPrices = createLocalityPricesService({ prices: repos.localityPrices });
  const enquiriesRepo = createEnquiriesRepository(db, repos.outbox);
  const tokens = createTokenService(config.jwtSecret, config.jwtExpiresInSeconds);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const settings = createSettingsService({ settings: repos.settings });
  const duplicatePhotos = createDuplicatePhotosService({ photos: repos.duplicatePhotos, media });
  const sms = createSmsSender({ http: config.sms, log });
  const auth = createAuthService({
    users: repos.users,
    favorites: repos.favorites,
    recentlyViewed: repos.recentlyViewed,
    sessions: repos.sessions,
    credentials: repos.credentials,
    tokens,
    storage,
    media,
    mail: { outbox: repos.outbox, publicUrl: config.publicUrl },
    otp: { otp: repos.otp, sms, secret: config.jwtSecret },
  });
  const adminUsers = createAdminUsersService({
    users: repos.users,
    adminUsers: repos.adminUsers,
    storage,
    media,
    onEmailChanged: auth.sendEmailConfirmation,
  });
  const favorites = createFavoritesService({
    favorites: repos.favorites,
    recentlyViewed: repos.recentlyViewed,
    properties: repos.properties,
  });
  const services = {
    auth,
    settings,
    developers: createDevelopersService({ developers: repos.developers, storage, media }),
    admin: createAdminService({ admin: repos.admin, storage, media }),
    adminUsers,
    enquiries: createEnquiriesService({ enquiries: enquiriesRepo, users: repos.users, settings }),
    seo: createSeoService({ seo: repos.seo, localities: localityPrices.findSitemapLocalities }),
    locations,
    localityPrices,
    properties: createPropertiesService({
      properties: repos.properties,
      recentlyViewed: repos.recentlyViewed,
      localityPriceLine: localityPrices.priceLine,
    }),
    mapClusters: createMapClustersService({
      mapClusters: createMapClustersRepository(db, { resolveWords: repos.properties.resolveWords }),
    }),
    propertyWrites: createPropertyWritesService({
      properties: repos.properties,
      users: repos.users,
      storage,
      media,
      log,
      onChange: locations.invalidate,
      confirmAvailability: repos.freshness.confirm,
      onPhotosSaved: duplicatePhotos.recordListingPhotos,
    }),
    duplicatePhotos,
    favorites,
    compare: createCompareService({
      compare: repos.compare,
      properties: repos.properties,
      medians: createLocalityMedians(db),
    }),
    shortlist: createShortlistService({ shortlist: repos.shortlist, favorites }),
    contacts: createContactsService({
      contacts: contactsRepo,
      properties: repos.properties,
      users: repos.users,
      publicUrl: config.publicUrl,
      media,
    }),
    jobs: createJobsService({ jobs: repos.jobs, outbox: repos.outbox }),
    reports: createReportsService({
      reports: createReportsRepository(db, repos.outbox),
      settings,
      adminUsers,
      publicUrl: config.publicUrl,
    }),
    personalData: createPersonalDataService({
      personalData: repos.personalData,
      users: repos.users,
      storage,
      media,
    }),
    savedSearches: createSavedSearchesService({
      db,
      savedSearches: repos.savedSearches,
      outbox: repos.outbox,
      links: createUnsubscribeLinks(config.jwtSecret),
      media,
      publicUrl: config.publicUrl,
    }),
    freshness: createFreshnessService({
      freshness: repos.freshness,
      settings,
      outbox: repos.outbox,
      links: createConfirmLinks(config.jwtSecret),
      publicUrl: config.publicUrl,
      onChange: () => {
        locations.invalidate();
        invalidation.publish();
      },
    }),
  };
  // What this process keeps in memory of listings is forgotten when any instance changes them.
  invalidation.subscribe(repos.properties.forgetVocabulary);
  invalidation.subscribe(locations.invalidate);
  const guards = createGuards(services.auth);
  const outboxWorker = createOutboxWorker({ outbox: repos.outbox, mailer, log });
  const jobRunner = createJobRunner({
    jobs: repos.jobs,
    log,
    list: [
      {
        name: 'orphan-files',
        intervalMs: config.jobs.sweepIntervalMs,
        leaseMs: 30 * 60_000,
        run: async () => {
          const before = Date.now() - ORPHAN_GRACE_MS;
          const { removed } = await sweepOrphanFiles({ storage, files: repos.storedFiles, before });
          return `orphan-files: removed ${removed} file(s) no row references`;
        },
      },
      ...(database.kind === 'pglite'
        ? [
            {
              // PGlite has no autovacuum: without this, pages of listings changed since the last
              // vacuum are not marked all-visible, and searches read those rows beside the index
              // entries (migration 0012's index-only scans), and the counts kept ahead (migration
              // 0028) and the stored cards (0029) keep every old version of their rows. PostgreSQL
              // vacuums on its own.
              name: 'listings-vacuum',
              intervalMs: config.jobs.sweepIntervalMs,
              leaseMs: 10 * 60_000,
              run: async () => {
                const t0 = performance.now();
                await database.query('vacuum (analyze) properties, listing_counts, property_cards');
                return `listings-vacuum: ${Math.round(performance.now() - t0)} ms`;
              },
            } satisfies TJob,
          ]
        : []),
      ...freshnessJobs(services.freshness),
      ...savedSearchJobs(services.savedSearches),
      {
        // Photos stored before hashing existed (and the demo's): hashed once, so later uploads are
        // compared with them. Runs at start-up, then finds nothing to do.
        name: 'photo-hashes',
        intervalMs: config.jobs.sweepIntervalMs,
        leaseMs: 30 * 60_000,
        run: async () => {
          const { hashed, unreadable } = await backfillImageHashes({
            photos: repos.duplicatePhotos,
            storage,
            log,
          });
          return hashed || unreadable
            ? `photo-hashes: hashed ${hashed} listing photo(s), ${unreadable} unreadable`
            : undefined;
        },
      },
      {
        // Each instance's own DATA_DIR/tmp.
        name: 'temp-uploads',
        isShared: false,
        intervalMs: config.jobs.sweepIntervalMs,
        leaseMs: 0,
        run: async () => {
          const removed = await sweepTempDirs(config.dataDir, Date.now() - TEMP_GRACE_MS);
          return removed ? `temp-uploads: removed ${removed} folder(s) of interrupted uploads` : undefined;
        },
      },
    ],
  });
  return {
    config,
    database,
    db,
    storage,
    media,
    redis,
    invalidation,
    repos,
    services,
    guards,
    tokens,
    mailer,
    sms,
    outboxWorker,
    jobRunner,
  };
}
export type TAppDeps = ReturnType<typeof createAppDeps>;
