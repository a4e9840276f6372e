import { changedOf, successOf, ZDeleted } from '@nivaas/shared/envelope';
import { idParamsOr404, ZNoBody, ZNoQuery } from '@nivaas/shared/route-params';
import {
  SAVED_SEARCH_MSG,
  ZAlertSettings,
  ZNotificationList,
  ZSavedSearch,
  ZSavedSearchCreate,
  ZSavedSearchUpdate,
  ZUnreadCount,
  ZUnsubscribed,
  ZUnsubscribeQuery,
} from '@nivaas/shared/saved-searches';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN } from '../../lib/route-contract';

const signedIn = (request: FastifyRequest) => {
  if (!request.user) throw new Error('requireAuth did not set the user');
  return request.user;
};
const params = idParamsOr404(SAVED_SEARCH_MSG.notFound);
const tags = ['Saved searches'];

/** Saved searches and their alerts (issue 18 part 1); the bell's notifications. */
export async function savedSearchesRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { guards } = deps;
  const service = deps.services.savedSearches;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guards.requireAuth;

  api.get(
    '/saved-searches',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The signed-in user’s saved searches, newest first',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        response: { 200: successOf(z.array(ZSavedSearch)), ...failures(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(signedIn(request)) }),
  );

  api.post(
    '/saved-searches',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Save the listing page’s search with a name',
        description:
          'The filters are read by the listing search’s own parser (a value it refuses: 422 `query`) and kept without the page, page size and order. At most 20 a user: the 21st is a 422 naming the limit (`savedSearches`). Alerts start with listings that come after saving.',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        body: ZSavedSearchCreate,
        response: { 201: changedOf(ZSavedSearch), ...failures(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const data = await service.create(signedIn(request), request.body);
      return reply.status(201).send({ success: true as const, message: SAVED_SEARCH_MSG.saved, data });
    },
  );

  api.get(
    '/saved-searches/alert-settings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The signed-in user’s alert settings',
        description: '`favouritePriceDrops`: alert me when a favourite’s price drops.',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        response: { 200: successOf(ZAlertSettings), ...failures(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await service.getAlertSettings(signedIn(request)) }),
  );

  api.put(
    '/saved-searches/alert-settings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change the signed-in user’s alert settings',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        body: ZAlertSettings,
        response: { 200: changedOf(ZAlertSettings), ...failures(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const data = await service.setAlertSettings(signedIn(request), request.body);
      return {
        success: true as const,
        message: data.favouritePriceDrops
          ? SAVED_SEARCH_MSG.favouriteAlertsOn
          : SAVED_SEARCH_MSG.favouriteAlertsOff,
        data,
      };
    },
  );

  api.patch(
    '/saved-searches/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rename a saved search, or change how often its alerts come',
        description:
          'Only its owner (anyone else: 404, as for none). Turning alerts back on from off starts them from now.',
        security: SIGNED_IN,
        params,
        querystring: ZNoQuery,
        body: ZSavedSearchUpdate,
        response: { 200: changedOf(ZSavedSearch), ...failures(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const data = await service.update(signedIn(request), request.params.id, request.body);
      return { success: true as const, message: SAVED_SEARCH_MSG.updated, data };
    },
  );

  api.delete(
    '/saved-searches/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a saved search',
        description: 'Only its owner (anyone else: 404, as for none).',
        security: SIGNED_IN,
        params,
        querystring: ZNoQuery,
        response: { 200: changedOf(ZDeleted), ...failures(401, 403, 404) },
      },
    },
    async (request) => {
      const data = await service.remove(signedIn(request), request.params.id);
      return { success: true as const, message: SAVED_SEARCH_MSG.deleted, data };
    },
  );

  // The one-click unsubscribe: the alert page posts with no body, a mail client (RFC 8058) posts the
  // form 'List-Unsubscribe=One-Click', which says nothing more than the link: read and ignored.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/saved-searches/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Turn alerts off from an alert email’s link (no sign-in)',
          description:
            'The signed `token` of the email’s link (also its `List-Unsubscribe` header, for one-click unsubscribe) names the saved search, or the favourites’ price drop alerts. It works for 30 days; a forged or expired one is a 400 and changes nothing.',
          querystring: ZUnsubscribeQuery,
          body: ZNoBody,
          response: { 200: changedOf(ZUnsubscribed), ...failures(400) },
        },
      },
      async (request) => {
        const data = await service.unsubscribe(request.query.token);
        return { success: true as const, message: SAVED_SEARCH_MSG.unsubscribed, data };
      },
    );
  });

  api.get(
    '/notifications',
    {
      onRequest,
      schema: {
        tags: ['Notifications'],
        summary:
          'The signed-in user’s latest notifications (the bell), newest first, and how many are unread',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        response: { 200: successOf(ZNotificationList), ...failures(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await service.notifications(signedIn(request)) }),
  );

  api.get(
    '/notifications/unread',
    {
      onRequest,
      schema: {
        tags: ['Notifications'],
        summary: 'How many of the signed-in user’s notifications are unread (the bell’s count)',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        response: { 200: successOf(ZUnreadCount), ...failures(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await service.unreadCount(signedIn(request)) }),
  );

  api.post(
    '/notifications/read',
    {
      onRequest,
      schema: {
        tags: ['Notifications'],
        summary: 'Mark every notification of the signed-in user read',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        body: ZNoBody,
        response: { 200: changedOf(ZUnreadCount), ...failures(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Notifications marked read',
      data: await service.markAllRead(signedIn(request)),
    }),
  );
}
