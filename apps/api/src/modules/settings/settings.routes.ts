import { successOf, changedOf } from '@nivaas/shared/envelope';
import { ZNoQuery } from '@nivaas/shared/route-params';
import {
  ZPublicSiteSettingsAnswer,
  ZSiteSettingsAnswer,
  ZSiteSettingsUpdate,
} from '@nivaas/shared/site-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN } from '../../lib/route-contract';
import { registerAdminScope } from '../admin/admin-scope';

const tags = ['Settings'];

export async function settingsRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { settings } = deps.services;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Site settings anyone may read',
        description:
          'Default city, support contacts, office and the number of featured listings on the home page.',
        querystring: ZNoQuery,
        response: { 200: successOf(ZPublicSiteSettingsAnswer), ...failures() },
      },
    },
    async () => ({ success: true as const, data: await settings.getPublicSettings() }),
  );

  await registerAdminScope(app, deps, async (admin) => {
    const api = admin.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/settings',
      {
        schema: {
          tags,
          summary: 'All site settings, with the private notification address',
          security: SIGNED_IN,
          querystring: ZNoQuery,
          response: { 200: successOf(ZSiteSettingsAnswer), ...failures(401, 403) },
        },
      },
      async () => ({ success: true as const, data: await settings.getSettings() }),
    );
    api.put(
      '/settings',
      {
        schema: {
          tags,
          summary: 'Save the Settings form',
          description:
            'Keys left out keep their value; a blank `notificationEmail` clears it; unknown keys are ignored.',
          security: SIGNED_IN,
          body: ZSiteSettingsUpdate,
          response: { 200: changedOf(ZSiteSettingsAnswer), ...failures(400, 401, 403, 422) },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Settings saved',
        data: await settings.updateSettings(request.body),
      }),
    );
  });
}
