import { z } from 'zod';
import { requiredText } from './zod-helpers';

/** How often a saved search's alerts are sent; 'off' sends none. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type TSavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_FREQUENCY_LABELS: Record<TSavedSearchFrequency, string> = {
  instant: 'Instantly',
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'Off',
};

/** The most saved searches one account may keep. */
export const SAVED_SEARCH_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** The most listings one alert (email or notification) shows as cards; the rest are counted. */
export const ALERT_CARDS_MAX = 10;

export const SAVED_SEARCH_MSG = {
  nameRequired: 'Please enter a name for this search',
  nameTooLong: `Please keep the name under ${SAVED_SEARCH_NAME_MAX} characters`,
  frequencyInvalid: 'Please choose how often to send alerts',
  tooMany: `You can save up to ${SAVED_SEARCH_MAX} searches. Delete one to save another.`,
  queryInvalid: 'This search cannot be saved: a filter could not be read',
  notFound: 'Saved search not found',
  saved: 'Search saved',
  updated: 'Saved search updated',
  deleted: 'Saved search deleted',
  unsubscribed: 'Alerts for this search are off',
  unsubscribeInvalid: 'This unsubscribe link is not valid or has expired',
  favouriteAlertsOn: 'We will tell you when a favourite’s price drops',
  favouriteAlertsOff: 'Price drop alerts for favourites are off',
} as const;

const ZName = requiredText(SAVED_SEARCH_MSG.nameRequired, 10_000).pipe(
  z.string().max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MSG.nameTooLong),
);
const ZFrequency = z.enum(SAVED_SEARCH_FREQUENCIES, { error: () => SAVED_SEARCH_MSG.frequencyInvalid });

/**
 * The listing page's query string (the shared listing search parameters, `propertySearchToQuery`),
 * with the map's area as `bbox` when the map is used. The server reads it with the search's own
 * parser and keeps the filters only (not the page, page size or order).
 */
export const ZSavedSearchQuery = z
  .record(z.string().max(40), z.string().max(400))
  .refine((q) => Object.keys(q).length <= 40, { message: SAVED_SEARCH_MSG.queryInvalid })
  .meta({
    description: 'The listing search parameters as the listing page’s query string carries them',
    examples: [{ city: 'Pune', propertyType: 'Apartment', bedrooms: '2+', priceMax: '8000000' }],
  });

/** POST /saved-searches. */
export const ZSavedSearchCreate = z.object({
  name: ZName,
  query: ZSavedSearchQuery,
  frequency: ZFrequency.default('daily'),
});
export type TSavedSearchCreate = z.input<typeof ZSavedSearchCreate>;

/** PATCH /saved-searches/{id}: rename, or change how often its alerts come. */
export const ZSavedSearchUpdate = z
  .object({ name: ZName.optional(), frequency: ZFrequency.optional() })
  .meta({ description: 'Either or both' });
export type TSavedSearchUpdate = z.input<typeof ZSavedSearchUpdate>;

export const ZSavedSearch = z
  .object({
    _id: z.string(),
    name: z.string(),
    query: z.record(z.string(), z.string()),
    frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SavedSearch' });
export type TSavedSearch = z.output<typeof ZSavedSearch>;

/** The one-click link of an alert email: `?token=` signed by the server, no sign-in. */
export const ZUnsubscribeQuery = z.object({
  token: z
    .string({ error: () => SAVED_SEARCH_MSG.unsubscribeInvalid })
    .min(1)
    .max(2000),
});
export const ZUnsubscribed = z.object({
  kind: z.enum(['saved-search', 'favourites']),
  name: z.string().meta({ description: 'The saved search’s name; empty for favourites' }),
});

/** The signed-in user's alert settings (the profile). */
export const ZAlertSettings = z.object({ favouritePriceDrops: z.boolean() });
export type TAlertSettings = z.output<typeof ZAlertSettings>;

/** A listing an alert shows. */
export const ZAlertCard = z.object({
  _id: z.string(),
  title: z.string(),
  price: z.number(),
  status: z.string(),
  locality: z.string(),
  city: z.string(),
  image: z.string().nullable(),
  /** A price drop: the percent it dropped by. */
  dropPercent: z.number().optional(),
});
export type TAlertCard = z.output<typeof ZAlertCard>;

export const ZNotification = z
  .object({
    _id: z.string(),
    kind: z.enum(['saved-search', 'favourite-price-drop']),
    title: z.string(),
    /** The page it opens: the saved search's listing page, or the favourites. */
    link: z.string(),
    items: z.array(ZAlertCard),
    /** How many listings the alert was about (it shows at most ALERT_CARDS_MAX). */
    total: z.number().int(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type TNotification = z.output<typeof ZNotification>;

export const ZNotificationList = z.object({ items: z.array(ZNotification), unread: z.number().int() });
export type TNotificationList = z.output<typeof ZNotificationList>;
export const ZUnreadCount = z.object({ unread: z.number().int() });
