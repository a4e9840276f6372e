import { changedOf, successOf, ZDeleted } from '@nivaas/shared/envelope';
import {
  ZAlertSettings,
  ZNotificationList,
  ZSavedSearch,
  ZUnreadCount,
  ZUnsubscribed,
} from '@nivaas/shared/saved-searches';
import { z } from 'zod';

/** The answers of the saved searches' and notifications' routes (loaded with their first call). */
export const ZSavedSearchesAnswer = successOf(z.array(ZSavedSearch));
export const ZSavedSearchChanged = changedOf(ZSavedSearch);
export const ZSavedSearchDeleted = changedOf(ZDeleted);
export const ZAlertSettingsAnswer = successOf(ZAlertSettings);
export const ZAlertSettingsChanged = changedOf(ZAlertSettings);
export const ZUnsubscribedAnswer = changedOf(ZUnsubscribed);
export const ZNotificationsAnswer = successOf(ZNotificationList);
export const ZUnreadAnswer = successOf(ZUnreadCount);
export const ZUnreadChanged = changedOf(ZUnreadCount);
