import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import { registerAdminScope } from '../admin/admin-scope';

export async function settingsRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { settings } = deps.services;

  app.get('/settings', async () => ({ success: true, data: await settings.getPublicSettings() }));

  await registerAdminScope(app, deps, async (admin) => {
    admin.get('/settings', async () => ({ success: true, data: await settings.getSettings() }));
    admin.put('/settings', async (request) => ({
      success: true,
      message: 'Settings saved',
      data: await settings.updateSettings(request.body),
    }));
  });
}
