import { changedOf, successOf } from '@nivaas/shared/envelope';
import {
  REPORT_MSG,
  ZAskAgentRequest,
  ZHiddenListing,
  ZHideListingRequest,
  ZListingReport,
  ZListingReportRequest,
  ZModerationResult,
  ZReportGroup,
  ZReportsSummary,
} from '@nivaas/shared/listing-report';
import { MSG } from '@nivaas/shared/messages';
import { idParamsOr404, ZIdParams, ZNoBody, ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN, SIGNED_IN_OPTIONAL } from '../../lib/route-contract';
import { registerAdminScope } from '../admin/admin-scope';

const HOUR = 3_600_000;

function actorOf(request: FastifyRequest) {
  if (!request.user) throw new Error('the admin guard did not set the user');
  return request.user;
}

/** Report a listing (anyone), and the moderators' queue over the reports (admins). */
export async function reportsRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards, config } = deps;
  const { reports } = services;

  // Rate-limited per address: a flood of reports could otherwise hide any listing.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/properties/:id/reports',
    {
      onRequest: guards.optionalAuth,
      config: { rateLimit: { max: config.rateLimits.report, timeWindow: HOUR } },
      schema: {
        tags: ['Reports'],
        summary: 'Report a listing (fake, sold, wrong price or photos, duplicate, other)',
        description:
          'Anyone may report: a guest gives an email, a signed-in reporter’s account is used. One open report per reporter and listing (409 for a second). A listing reported by as many different people as the site setting says is hidden until a moderator reviews it.',
        security: SIGNED_IN_OPTIONAL,
        params: idParamsOr404(MSG.propertyNotFound),
        body: ZListingReportRequest,
        response: { 201: changedOf(ZListingReport), ...failures(400, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const data = await reports.reportListing(request.params.id, request.body, request.user);
      return reply.status(201).send({ success: true as const, message: REPORT_MSG.thanks, data });
    },
  );

  await registerAdminScope(app, deps, async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Admin: moderation'], security: SIGNED_IN };
    const changed = { 200: changedOf(ZModerationResult), ...failures(400, 401, 403, 404, 409, 422) };
    const listingAction = (summary: string) => ({ ...common, summary, params: ZIdParams, response: changed });

    api.get(
      '/reports',
      {
        schema: {
          ...common,
          summary: 'The moderation queue: open reports grouped by listing, most recently reported first',
          querystring: ZNoQuery,
          response: { 200: successOf(z.array(ZReportGroup)), ...failures(401, 403) },
        },
      },
      async () => ({ success: true as const, data: await reports.findQueue() }),
    );
    api.get(
      '/reports/summary',
      {
        schema: {
          ...common,
          summary:
            'Counts for the dashboard: open reports, reported listings, listings hidden pending review',
          querystring: ZNoQuery,
          response: { 200: successOf(ZReportsSummary), ...failures(401, 403) },
        },
      },
      async () => ({ success: true as const, data: await reports.summary() }),
    );
    api.get(
      '/reports/hidden-listings',
      {
        schema: {
          ...common,
          summary: 'Listings hidden by moderation (reported, or by a moderator), most recently hidden first',
          querystring: ZNoQuery,
          response: { 200: successOf(z.array(ZHiddenListing)), ...failures(401, 403) },
        },
      },
      async () => ({ success: true as const, data: await reports.findHiddenListings() }),
    );

    api.post(
      '/reports/listings/:id/dismiss',
      {
        schema: {
          ...listingAction('Dismiss the open reports of a listing (a listing they hid is shown again)'),
          body: ZNoBody,
        },
      },
      async (request) => ({
        success: true as const,
        message: REPORT_MSG.dismissed,
        data: await reports.dismiss(actorOf(request), request.params.id),
      }),
    );
    api.post(
      '/reports/listings/:id/ask-agent',
      {
        schema: {
          ...listingAction('Email the agent what was reported and what to check; the reports stay open'),
          body: ZAskAgentRequest,
        },
      },
      async (request) => ({
        success: true as const,
        message: REPORT_MSG.agentAsked,
        data: await reports.askAgent(request.params.id, request.body.note ?? ''),
      }),
    );
    api.post(
      '/reports/listings/:id/hide',
      {
        schema: {
          ...listingAction(
            'Hide the listing from the public; its open reports are resolved and the agent is told',
          ),
          body: ZHideListingRequest,
        },
      },
      async (request) => ({
        success: true as const,
        message: REPORT_MSG.hidden,
        data: await reports.hide(actorOf(request), request.params.id, request.body.note),
      }),
    );
    api.post(
      '/reports/listings/:id/show',
      {
        schema: {
          ...listingAction('Show again a listing moderation hid; reports still open on it are dismissed'),
          body: ZNoBody,
        },
      },
      async (request) => ({
        success: true as const,
        message: REPORT_MSG.shown,
        data: await reports.show(actorOf(request), request.params.id),
      }),
    );
    api.post(
      '/reports/listings/:id/deactivate-agent',
      {
        schema: {
          ...listingAction(
            'Deactivate the listing’s agent (all their listings leave the public lists); its open reports are resolved',
          ),
          body: ZNoBody,
        },
      },
      async (request) => ({
        success: true as const,
        message: REPORT_MSG.agentDeactivated,
        data: await reports.deactivateAgent(actorOf(request), request.params.id),
      }),
    );
  });
}
