import { formatPrice } from '@nivaas/shared/format-price';
import { ZPropertySearchQuery, propertySearchToQuery } from '@nivaas/shared/property-search';
import { savedSearchPath } from '@nivaas/shared/saved-search-path';
import {
  ALERT_CARDS_MAX,
  SAVED_SEARCH_FREQUENCY_LABELS,
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
import type { TOutboxRepository } from '../notifications/outbox.repository';
import type { TUserRow } from '../users/users.repository';
import { alertEmailHtml, type TAlertEmailCard } from './alert-email-html';
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const capitalised = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

function alertText(hits: TAlertHit[], name: string) {
  const fresh = hits.filter((h) => h.kind === 'new').length;
  const drops = hits.length - fresh;
  const parts = [
    fresh ? plural(fresh, 'new listing', 'new listings') : '',
    drops ? plural(drops, 'price drop', 'price drops') : '',
  ].filter(Boolean);
  return `${parts.join(' and ')} for ‘${name}’`;
}

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

  /** A card of an alert email's HTML part: the photo's smallest variant and the listing's address, absolute. */
  const emailCard = (hit: TAlertHit): TAlertEmailCard => {
    const c = card(hit);
    return {
      title: c.title,
      price: c.price,
      status: c.status,
      locality: c.locality,
      city: c.city,
      thumb: deps.media.toPublic(hit.thumb ?? hit.image),
      href: `${base}/properties/${c._id}`,
      ...(c.dropPercent !== undefined ? { dropPercent: c.dropPercent } : {}),
    };
  };

  /** The line a mail client previews after the subject: the first listing, and how many more. */
  const preheader = (hits: TAlertHit[]) => {
    const first = hits[0];
    if (!first) return '';
    const more = hits.length - 1;
    return `${first.title}, ${formatPrice(Number(first.price), first.status)} in ${first.locality}, ${first.city}${more > 0 ? ` and ${plural(more, 'more listing', 'more listings')}` : ''}`;
  };

  /**
   * The email of one saved search's alert: up to ALERT_CARDS_MAX cards, a link to the search, and
   * one to stop; a text part and an HTML part (`html`, kept in the outbox message's payload).
   */
  function alertMail(target: TAlertTarget, hits: TAlertHit[], searchLink: string, unsubscribeLink: string) {
    const cards = hits.slice(0, ALERT_CARDS_MAX).map(card);
    const lines = cards.flatMap((c) => [
      c.title,
      `${formatPrice(c.price, c.status)}${c.dropPercent ? ` (price dropped ${c.dropPercent}%)` : ''} · ${c.locality}, ${c.city}`,
      ...(c.image ? [`Photo: ${c.image}`] : []),
      `${base}/properties/${c._id}`,
      '',
    ]);
    const more = hits.length - cards.length;
    const frequency = SAVED_SEARCH_FREQUENCY_LABELS[target.frequency].toLowerCase();
    const subject = `${alertText(hits, target.name)} on Nivaas`;
    const reason = `You get these alerts ${frequency === 'instantly' ? 'as listings arrive' : frequency}.`;
    return {
      subject,
      html: alertEmailHtml({
        subject,
        preheader: preheader(hits),
        heading: capitalised(alertText(hits, target.name)),
        greeting: `Hello ${target.user_name},`,
        intro: `Your saved search ‘${target.name}’ has ${alertText(hits, target.name).replace(/ for ‘.*’$/, '')}:`,
        cards: hits.slice(0, ALERT_CARDS_MAX).map(emailCard),
        total: hits.length,
        action: { label: 'See all matches', href: searchLink },
        reason,
        unsubscribe: unsubscribeLink,
        manage: `${base}${MANAGE_ALERTS_PATH}`,
      }),
      body: [
        `Hello ${target.user_name},`,
        '',
        `Your saved search ‘${target.name}’ has ${alertText(hits, target.name).replace(/ for ‘.*’$/, '')}:`,
        '',
        ...lines,
        ...(more > 0 ? [`And ${plural(more, 'more listing', 'more listings')}.`, ''] : []),
        `See every listing of this search: ${searchLink}`,
        '',
        `You get these alerts ${frequency === 'instantly' ? 'as listings arrive' : frequency}. To stop them, open this link (no sign-in needed): ${unsubscribeLink}`,
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
        const unsubscribePage = `${base}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
        const oneClick = `${base}${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(token)}`;
        const { html, ...mail } = alertMail(target, found, `${base}${link}`, unsubscribePage);
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
          title: capitalised(alertText(found, target.name)),
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
          const unsubscribePage = `${base}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
          const oneClick = `${base}${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(token)}`;
          const cards = found.slice(0, ALERT_CARDS_MAX).map(card);
          const title = `${plural(found.length, 'favourite', 'favourites')} dropped in price`;
          const subject = `${title} on Nivaas`;
          const intro = `The price of ${found.length === 1 ? 'a listing' : 'listings'} in your favourites dropped:`;
          await deps.outbox.enqueue(
            {
              kind: 'favourite-price-drop',
              recipient: first.user_email,
              subject,
              body: [
                `Hello ${first.user_name},`,
                '',
                intro,
                '',
                ...cards.flatMap((c) => [
                  c.title,
                  `${formatPrice(c.price, c.status)} (price dropped ${c.dropPercent ?? 0}%) · ${c.locality}, ${c.city}`,
                  ...(c.image ? [`Photo: ${c.image}`] : []),
                  `${base}/properties/${c._id}`,
                  '',
                ]),
                ...(found.length > cards.length
                  ? [`And ${plural(found.length - cards.length, 'more listing', 'more listings')}.`, '']
                  : []),
                `Your favourites: ${base}${FAVOURITES_PATH}`,
                '',
                `To stop these emails, open this link (no sign-in needed): ${unsubscribePage}`,
              ].join('\n'),
              payload: {
                userId,
                propertyIds: found.map((h) => h.property_id),
                html: alertEmailHtml({
                  subject,
                  preheader: preheader(found),
                  heading: capitalised(title),
                  greeting: `Hello ${first.user_name},`,
                  intro,
                  cards: found.slice(0, ALERT_CARDS_MAX).map(emailCard),
                  total: found.length,
                  action: { label: 'See your favourites', href: `${base}${FAVOURITES_PATH}` },
                  reason: 'You get these emails because you asked to hear when a favourite’s price drops.',
                  unsubscribe: unsubscribePage,
                  manage: `${base}${MANAGE_ALERTS_PATH}`,
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
            title: capitalised(title),
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
