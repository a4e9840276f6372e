import { ZPropertySearchQuery, propertySearchToQuery } from '@nivaas/shared/property-search';
import { savedSearchPath } from '@nivaas/shared/saved-search-path';
import {
  ALERT_CARDS_MAX,
  SAVED_SEARCH_MAX,
  SAVED_SEARCH_MSG,
  type TAlertCard,
  type TAlertSettings,
  type TNotification,
  type TNotificationList,
  type TSavedSearch,
  type TSavedSearchFrequency,
} from '@nivaas/shared/saved-searches';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TMediaUrls } from '../../storage/media-urls';
import { mailLocale, siteLink } from '../notifications/mail-locale';
import type { TOutboxRepository } from '../notifications/outbox.repository';
import type { TUserRow } from '../users/users.repository';
import { alertEmailHtml, type TAlertEmailCard } from './alert-email-html';
import { ALERT_WORDS, type TAlertWords } from './alert-email-text';
import { toStoredFilters } from './saved-search-filters';
import type {
  TAlertHit,
  TAlertTarget,
  TNotificationRow,
  TSavedSearchesRepository,
  TSavedSearchRow,
} from './saved-searches.repository';
import { type TUnsubscribeLinks, UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_PATH } from './unsubscribe-link';

/** Saved searches matched in one statement and sent in one transaction. */
export const ALERT_BATCH = 2000;
const NOTIFICATIONS_SHOWN = 30;
/** The profile's favourites (apps/web: paths.profile with the Favorites tab). */
const FAVOURITES_PATH = '/profile?tab=favorites';
/** Where a user manages saved searches and the favourites' alerts (apps/web: the profile's saved searches card). */
const MANAGE_ALERTS_PATH = '/profile#saved-searches';

const toDto = (row: TSavedSearchRow): TSavedSearch => ({
  _id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const notificationDto = (row: TNotificationRow): TNotification => {
  const cards = row.items.cards as TAlertCard[];
  return {
    _id: row.id,
    kind: row.kind as TNotification['kind'],
    title: row.title,
    link: row.link,
    items: cards,
    total: row.items.total,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
};

/**
 * The filters of a listing page's query string as a saved search keeps them: read by the search's
 * own parser (a value it refuses is a 422), written back without the page, page size and order.
 */
export function canonicalQuery(query: Record<string, string>) {
  const parsed = ZPropertySearchQuery.safeParse(query);
  if (!parsed.success) {
    throw AppError.validation({ query: SAVED_SEARCH_MSG.queryInvalid });
  }
  const { page: _p, limit: _l, sort: _s, ...filters } = parsed.data;
  return { search: parsed.data, query: propertySearchToQuery(filters) };
}

const countsOf = (hits: TAlertHit[]) => {
  const fresh = hits.filter((h) => h.kind === 'new').length;
  return { fresh, drops: hits.length - fresh };
};

/** Saved searches, their alerts by email and in the app, and the bell's notifications. */
export function createSavedSearchesService(deps: {
  db: Db;
  savedSearches: TSavedSearchesRepository;
  outbox: TOutboxRepository;
  links: TUnsubscribeLinks;
  media: TMediaUrls;
  publicUrl: string | undefined;
}) {
  const repo = deps.savedSearches;
  const base = deps.publicUrl?.replace(/\/+$/, '') ?? '';

  async function own(user: TUserRow, id: string): Promise<TSavedSearchRow> {
    const row = await repo.findById(id);
    // Another user's saved search is not theirs to know of: the same 404 as none.
    if (!row || row.userId !== user.id) throw AppError.notFound(SAVED_SEARCH_MSG.notFound);
    return row;
  }

  const card = (hit: TAlertHit): TAlertCard => ({
    _id: hit.property_id,
    title: hit.title,
    price: Number(hit.price),
    status: hit.status,
    locality: hit.locality,
    city: hit.city,
    image: deps.media.toPublic(hit.image),
    ...(hit.drop_percent !== null && hit.drop_percent !== undefined
      ? { dropPercent: Number(hit.drop_percent) }
      : {}),
  });

  /** A card of an alert email's HTML part: the photo's smallest variant and the listing's page (in the reader's language), absolute. */
  const emailCard = (hit: TAlertHit, words: TAlertWords): TAlertEmailCard => {
    const c = card(hit);
    return {
      title: c.title,
      price: c.price,
      status: c.status,
      locality: c.locality,
      city: c.city,
      thumb: deps.media.toPublic(hit.thumb ?? hit.image),
      href: siteLink(deps.publicUrl, `/properties/${c._id}`, words.locale),
      ...(c.dropPercent !== undefined ? { dropPercent: c.dropPercent } : {}),
    };
  };

  /** The text part's lines of the cards: title, price (and drop), place, photo, the listing's page. */
  const cardLines = (cards: TAlertCard[], words: TAlertWords, alwaysDrop: boolean) =>
    cards.flatMap((c) => [
      c.title,
      `${words.price(c.price, c.status)}${alwaysDrop || c.dropPercent ? words.dropped(c.dropPercent ?? 0) : ''} · ${c.locality}, ${c.city}`,
      ...(c.image ? [words.photo(c.image)] : []),
      siteLink(deps.publicUrl, `/properties/${c._id}`, words.locale),
      '',
    ]);

  /**
   * The email of one saved search's alert, in its owner's language: up to ALERT_CARDS_MAX cards, a
   * link to the search, and one to stop; a text part and an HTML part (`html`, kept in the outbox
   * message's payload).
   */
  function alertMail(
    target: TAlertTarget,
    hits: TAlertHit[],
    links: { search: string; unsubscribe: string; manage: string },
    words: TAlertWords,
  ) {
    const cards = hits.slice(0, ALERT_CARDS_MAX).map(card);
    const more = hits.length - cards.length;
    const counts = countsOf(hits);
    const text = words.search;
    const subject = text.subject(counts, target.name);
    const reason = text.reason(target.frequency);
    const first = hits[0];
    return {
      subject,
      html: alertEmailHtml({
        words,
        subject,
        preheader: first ? words.preheader({ ...first, price: Number(first.price) }, hits.length - 1) : '',
        heading: text.heading(counts, target.name),
        greeting: words.hello(target.user_name),
        intro: text.intro(counts, target.name),
        cards: hits.slice(0, ALERT_CARDS_MAX).map((hit) => emailCard(hit, words)),
        total: hits.length,
        action: { label: text.seeAll, href: links.search },
        reason,
        unsubscribe: links.unsubscribe,
        manage: links.manage,
      }),
      body: [
        words.hello(target.user_name),
        '',
        text.intro(counts, target.name),
        '',
        ...cardLines(cards, words, false),
        ...(more > 0 ? [words.more(more), ''] : []),
        text.seeEvery(links.search),
        '',
        `${reason} ${text.stop(links.unsubscribe)}`,
      ].join('\n'),
    };
  }

  /**
   * One batch of saved searches, in one transaction: the new matches are recorded (and the cursors
   * moved) with the emails and notifications that announce them, so either all of it is kept or
   * none, and a match recorded once is never sent again.
   */
  async function sendBatch(
    ids: string[],
    until: string,
    now: number,
  ): Promise<{ emails: number; listings: number }> {
    return deps.db.transaction(async (tx) => {
      const hits = await repo.recordNewMatches(tx, ids, until);
      if (!hits.length) return { emails: 0, listings: 0 };
      const bySearch = new Map<string, TAlertHit[]>();
      for (const hit of hits)
        bySearch.set(hit.saved_search_id, [...(bySearch.get(hit.saved_search_id) ?? []), hit]);
      const targets = await repo.findTargets(tx, [...bySearch.keys()]);
      let emails = 0;
      for (const target of targets) {
        const found = bySearch.get(target.id) ?? [];
        const query = typeof target.query === 'string' ? JSON.parse(target.query) : target.query;
        const link = savedSearchPath(query);
        const token = await deps.links.sign({ userId: target.user_id, savedSearchId: target.id }, now);
        const oneClick = `${base}${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(token)}`;
        // In the owner's language, each link to that language's page where the page has one.
        const locale = mailLocale(target.user_language);
        const { html, ...mail } = alertMail(
          target,
          found,
          {
            search: siteLink(deps.publicUrl, link, locale),
            unsubscribe: siteLink(
              deps.publicUrl,
              `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
              locale,
            ),
            manage: siteLink(deps.publicUrl, MANAGE_ALERTS_PATH, locale),
          },
          ALERT_WORDS[locale],
        );
        await deps.outbox.enqueue(
          {
            kind: 'saved-search-alert',
            recipient: target.user_email,
            ...mail,
            payload: {
              userId: target.user_id,
              savedSearchId: target.id,
              propertyIds: found.map((h) => h.property_id),
              html,
              headers: {
                'List-Unsubscribe': `<${oneClick}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            },
          },
          tx,
        );
        await repo.insertNotification(tx, {
          userId: target.user_id,
          kind: 'saved-search',
          // The bell's title in the owner's language too, as the email's heading.
          title: ALERT_WORDS[locale].search.heading(countsOf(found), target.name),
          link,
          items: { cards: found.slice(0, ALERT_CARDS_MAX).map(card), total: found.length },
        });
        emails++;
      }
      return { emails, listings: hits.length };
    });
  }

  return {
    async list(user: TUserRow): Promise<TSavedSearch[]> {
      return (await repo.findByUser(user.id)).map(toDto);
    },

    async create(
      user: TUserRow,
      input: { name: string; query: Record<string, string>; frequency: TSavedSearchFrequency },
    ): Promise<TSavedSearch> {
      const { search, query } = canonicalQuery(input.query);
      const row = await repo.create(
        user.id,
        { name: input.name, query, frequency: input.frequency },
        toStoredFilters(search),
        SAVED_SEARCH_MAX,
      );
      if (row === 'limit') throw AppError.validation({ savedSearches: SAVED_SEARCH_MSG.tooMany });
      return toDto(row);
    },

    async update(
      user: TUserRow,
      id: string,
      patch: { name?: string; frequency?: TSavedSearchFrequency },
    ): Promise<TSavedSearch> {
      await own(user, id);
      const row = await repo.update(id, patch);
      if (!row) throw AppError.notFound(SAVED_SEARCH_MSG.notFound);
      return toDto(row);
    },

    async remove(user: TUserRow, id: string): Promise<{ _id: string }> {
      await own(user, id);
      await repo.remove(id);
      return { _id: id };
    },

    /** An alert email's link: its saved search's alerts (or the favourites' alerts) turned off; 400 when forged or expired. */
    async unsubscribe(token: string): Promise<{ kind: 'saved-search' | 'favourites'; name: string }> {
      const claims = await deps.links.verify(token);
      if (!claims) throw AppError.badRequest(SAVED_SEARCH_MSG.unsubscribeInvalid);
      if (claims.savedSearchId === null) {
        await repo.setFavouriteAlerts(claims.userId, false);
        return { kind: 'favourites', name: '' };
      }
      const row = await repo.findById(claims.savedSearchId);
      if (!row || row.userId !== claims.userId)
        throw AppError.badRequest(SAVED_SEARCH_MSG.unsubscribeInvalid);
      await repo.update(row.id, { frequency: 'off' });
      return { kind: 'saved-search', name: row.name };
    },

    async getAlertSettings(user: TUserRow): Promise<TAlertSettings> {
      return { favouritePriceDrops: await repo.getFavouriteAlerts(user.id) };
    },

    async setAlertSettings(user: TUserRow, settings: TAlertSettings): Promise<TAlertSettings> {
      await repo.setFavouriteAlerts(user.id, settings.favouritePriceDrops);
      return settings;
    },

    /**
     * The alert job of a frequency: every saved search of it, in batches of ALERT_BATCH, each batch
     * one matching statement and one transaction. Safe to run on several instances at once and to
     * run again after a crash: each match is sent once.
     */
    async sendAlerts(frequency: Exclude<TSavedSearchFrequency, 'off'>, now = Date.now()): Promise<string> {
      const until = await repo.now();
      let after: string | null = null;
      let emails = 0;
      let listings = 0;
      for (;;) {
        const ids = await repo.batchIds(frequency, after, ALERT_BATCH);
        if (!ids.length) break;
        const sent = await sendBatch(ids, until, now);
        emails += sent.emails;
        listings += sent.listings;
        after = ids[ids.length - 1] ?? null;
        if (ids.length < ALERT_BATCH) break;
      }
      return `saved-search-alerts (${frequency}): ${emails} email(s) about ${listings} match(es)`;
    },

    /**
     * Price drops of favourites, for users who switched 'Alert me when a favourite's price drops'
     * on: one email and one notification per user, each drop sent once (recorded in the same
     * transaction).
     */
    async sendFavouriteDrops(now = Date.now()): Promise<string> {
      return deps.db.transaction(async (tx) => {
        const hits = await repo.recordFavouriteDrops(tx);
        const byUser = new Map<string, typeof hits>();
        for (const hit of hits) byUser.set(hit.user_id, [...(byUser.get(hit.user_id) ?? []), hit]);
        for (const [userId, found] of byUser) {
          const first = found[0];
          if (!first) continue;
          const token = await deps.links.sign({ userId, savedSearchId: null }, now);
          const oneClick = `${base}${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(token)}`;
          // In the user's language, each link to that language's page where the page has one.
          const locale = mailLocale(first.user_language);
          const words = ALERT_WORDS[locale];
          const text = words.favourites;
          const unsubscribePage = siteLink(
            deps.publicUrl,
            `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
            locale,
          );
          const favourites = siteLink(deps.publicUrl, FAVOURITES_PATH, locale);
          const cards = found.slice(0, ALERT_CARDS_MAX).map(card);
          const subject = text.subject(found.length);
          const intro = text.intro(found.length);
          await deps.outbox.enqueue(
            {
              kind: 'favourite-price-drop',
              recipient: first.user_email,
              subject,
              body: [
                words.hello(first.user_name),
                '',
                intro,
                '',
                ...cardLines(cards, words, true),
                ...(found.length > cards.length ? [words.more(found.length - cards.length), ''] : []),
                text.yours(favourites),
                '',
                text.stop(unsubscribePage),
              ].join('\n'),
              payload: {
                userId,
                propertyIds: found.map((h) => h.property_id),
                html: alertEmailHtml({
                  words,
                  subject,
                  preheader: words.preheader({ ...first, price: Number(first.price) }, found.length - 1),
                  heading: text.heading(found.length),
                  greeting: words.hello(first.user_name),
                  intro,
                  cards: found.slice(0, ALERT_CARDS_MAX).map((hit) => emailCard(hit, words)),
                  total: found.length,
                  action: { label: text.action, href: favourites },
                  reason: text.reason,
                  unsubscribe: unsubscribePage,
                  manage: siteLink(deps.publicUrl, MANAGE_ALERTS_PATH, locale),
                }),
                headers: {
                  'List-Unsubscribe': `<${oneClick}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                },
              },
            },
            tx,
          );
          await repo.insertNotification(tx, {
            userId,
            kind: 'favourite-price-drop',
            title: text.heading(found.length),
            link: FAVOURITES_PATH,
            items: { cards, total: found.length },
          });
        }
        return `favourite-price-alerts: ${byUser.size} email(s) about ${hits.length} drop(s)`;
      });
    },

    async notifications(user: TUserRow): Promise<TNotificationList> {
      const [rows, unread] = await Promise.all([
        repo.findNotifications(user.id, NOTIFICATIONS_SHOWN),
        repo.unreadCount(user.id),
      ]);
      return { items: rows.map(notificationDto), unread };
    },

    async unreadCount(user: TUserRow): Promise<{ unread: number }> {
      return { unread: await repo.unreadCount(user.id) };
    },

    async markAllRead(user: TUserRow): Promise<{ unread: number }> {
      await repo.markAllRead(user.id);
      return { unread: 0 };
    },
  };
}
export type TSavedSearchesService = ReturnType<typeof createSavedSearchesService>;
