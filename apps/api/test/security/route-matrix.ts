import { SITE_SETTINGS_DEFAULTS } from '@nivaas/shared/site-settings';
import { newId } from '../../src/lib/ids';
import { setListingHidden } from '../../src/modules/properties/listing-visibility';
import { pngBytes } from '../fixtures/images';
import { insertProperty } from '../fixtures/insert-property';
import { multipart } from '../fixtures/multipart';
import { bracketFields, jpegBytes } from '../fixtures/property-form';
import { createConfirmLinks } from '../../src/modules/freshness/confirm-link';
import { createUnsubscribeLinks } from '../../src/modules/saved-searches/unsubscribe-link';
import { createUser, TEST_PASSWORD } from '../test-app';
import { DEVELOPER_BODY, ENQUIRY_BODY, type TCall, type TWho, type TWorld } from './world';

/**
 * Who may call what (API.md 'Who may do what'): for every route of the app, keyed "METHOD path"
 * as Fastify registered it, a request with real ids and the status each identity must get.
 * A route missing here fails the matrix test, so a new route needs its entry.
 */
export type TRouteCase = {
  call: (w: TWorld, who: TWho) => TCall | Promise<TCall>;
  expect: Record<TWho, number>;
  /** Answers a document of its own (the OpenAPI document), not the API.md envelope. */
  isDocument?: true;
  /** Ends the caller's sessions or account: other suites call it with a throwaway account. */
  isSessionEnding?: true;
};

const everyone = (status: number): Record<TWho, number> => ({
  anonymous: status,
  buyer: status,
  otherAgent: status,
  agent: status,
  admin: status,
});
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: number) => ({ ...everyone(403), anonymous: 401, admin: status });
/** The listing's agent and admins; anyone else signed in is refused. */
const ownerOrAdmin = (status: number) => ({ ...adminOnly(status), agent: status });

const API = '/api/v1';
const get = (url: string): TCall => ({ method: 'GET', url: `${API}${url}` });
const send = (method: TCall['method'], url: string, payload?: object): TCall => ({
  method,
  url: `${API}${url}`,
  ...(payload ? { payload } : {}),
});
/** An open duplicate photo flag between a listing of `agent` and one of `otherAgent`. */
async function openDuplicateFlag(w: TWorld): Promise<string> {
  const mine = await insertProperty(w.app, { agentId: w.users.agent.row.id });
  const theirs = await insertProperty(w.app, { agentId: w.users.otherAgent.row.id });
  const id = newId();
  await w.app.deps.database.query(
    `insert into duplicate_photo_flags (id, property_id, image_id, other_property_id, other_image_id, distance)
     values ($1, $2, 'a', $3, 'b', 2)`,
    [id, mine.row.id, theirs.row.id],
  );
  return id;
}
/** A saved search of the identity (any user's for a guest: they are refused before it is read). */
async function savedSearchOf(w: TWorld, who: TWho): Promise<string> {
  const owner = who === 'anonymous' ? w.users.buyer : w.users[who];
  // Reused while it lasts: the hostile-input sweep calls this once per request, past the limit of 20.
  const [kept] = await w.app.deps.services.savedSearches.list(owner.row);
  if (kept) return kept._id;
  const row = await w.app.deps.services.savedSearches.create(owner.row, {
    name: 'Matrix search',
    query: { city: 'Nashik' },
    frequency: 'daily',
  });
  return row._id;
}
const unique = (who: TWho) => `${who}-${Math.random().toString(36).slice(2, 10)}@matrix.test`;

/** A second device of the identity: a new session, so ending it leaves the matrix's token alive. */
async function otherDevice(w: TWorld, who: TWho): Promise<Record<string, string>> {
  if (who === 'anonymous') return {};
  const { row } = w.users[who];
  const sid = await w.app.deps.repos.sessions.createSession(row.id, 3600);
  return { authorization: `Bearer ${await w.app.deps.tokens.sign({ sub: row.id, role: row.role, sid })}` };
}
/** A throwaway account of the identity's role, for calls that end all its sessions or erase it. */
async function sameRole(w: TWorld, who: TWho): Promise<Record<string, string>> {
  if (who === 'anonymous') return {};
  return (await createUser(w.app, { role: w.users[who].row.role })).auth;
}
/** A listing with an open report; of a throwaway agent when `ownAgent`. */
async function reportedListing(w: TWorld, ownAgent = false): Promise<string> {
  const agentId = ownAgent ? (await createUser(w.app, { role: 'agent' })).row.id : undefined;
  const id = agentId ? (await insertProperty(w.app, { agentId })).row.id : await w.fresh.property();
  await w.app.deps.services.reports.reportListing(
    id,
    { reason: 'fake', message: '', email: 'r@matrix.test' },
    null,
  );
  return id;
}
const withAuth = (call: TCall, headers: Record<string, string>): TCall => ({
  ...call,
  headers: { ...call.headers, ...headers },
});
/** A different +91 number per identity (codes are limited per number). */
const MOBILES: Record<TWho, string> = {
  anonymous: '9000000001',
  buyer: '9000000002',
  otherAgent: '9000000003',
  agent: '9000000004',
  admin: '9000000005',
};

/** A listing with a MahaRERA number, for the RERA check routes. */
const reraListing = async (w: TWorld) =>
  (await insertProperty(w.app, { agentId: w.users.agent.row.id, projectDetails: { reraId: 'P52100012345' } }))
    .row.id;

const LISTING_UPDATE = {
  title: 'Sunrise Residency, renovated',
  description: 'A bright two-bedroom flat near the river.',
  type: 'Apartment',
  status: 'For Sale',
  price: 6_800_000,
  bedrooms: 2,
  bathrooms: 2,
  area: 950,
  address: {
    street: 'College Road',
    city: 'Nashik',
    state: 'Maharashtra',
    zipCode: '422005',
    country: 'India',
  },
};

async function listingForm(w: TWorld, who: TWho): Promise<TCall> {
  const agentField: [string, string][] = who === 'admin' ? [['agent', w.users.agent.row.id]] : [];
  const form = await multipart(
    [...bracketFields(), ...agentField],
    [{ field: 'images', data: await jpegBytes(400, 300), filename: 'front.jpg', type: 'image/jpeg' }],
  );
  return { method: 'POST', url: `${API}/properties`, payload: form.payload, headers: form.headers };
}

async function logoForm(w: TWorld): Promise<TCall> {
  const form = await multipart([], [{ field: 'logo', data: await pngBytes(64, 64), filename: 'logo.png' }]);
  return {
    method: 'PUT',
    url: `${API}/developers/${w.developerId}/logo`,
    payload: form.payload,
    headers: form.headers,
  };
}

const page = (url: string): TCall => ({ method: 'GET', url });

export const ROUTE_MATRIX: Record<string, TRouteCase> = {
  'GET /api/v1/health': { call: () => get('/health'), expect: everyone(200) },
  // The API reference: public, like the API's own description of itself.
  'GET /api/v1/openapi.json': { call: () => get('/openapi.json'), expect: everyone(200), isDocument: true },
  'GET /api/docs': { call: () => page('/api/docs'), expect: everyone(200) },
  'GET /api/docs/json': { call: () => page('/api/docs/json'), expect: everyone(200), isDocument: true },
  'GET /api/docs/yaml': { call: () => page('/api/docs/yaml'), expect: everyone(200) },
  'GET /api/docs/static/*': { call: () => page('/api/docs/static/swagger-ui.css'), expect: everyone(200) },
  'GET /api/docs/static/index.html': {
    call: () => page('/api/docs/static/index.html'),
    expect: everyone(302),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    call: () => page('/api/docs/static/swagger-initializer.js'),
    expect: everyone(200),
  },
  'GET /api/v1/settings': { call: () => get('/settings'), expect: everyone(200) },
  'GET /api/v1/locations/cities': { call: () => get('/locations/cities'), expect: everyone(200) },
  // The world's listings are in the fixture's locality (Gangapur Road, Nashik).
  'GET /api/v1/localities/:city/:locality': {
    call: () => get('/localities/nashik/gangapur-road'),
    expect: everyone(200),
  },

  // Auth: anyone may register or log in; the rest is the signed-in user's own.
  'POST /api/v1/auth/register': {
    call: (_w, who) =>
      send('POST', '/auth/register', {
        name: 'New Buyer',
        email: unique(who),
        password: 'secret12',
        role: 'buyer',
      }),
    expect: everyone(201),
  },
  'POST /api/v1/auth/login': {
    call: (w) => send('POST', '/auth/login', { email: w.target.user.email, password: TEST_PASSWORD }),
    expect: everyone(200),
  },
  'GET /api/v1/auth/me': { call: () => get('/auth/me'), expect: signedIn(200) },
  'PUT /api/v1/auth/me': {
    call: () => send('PUT', '/auth/me', { name: 'Renamed User' }),
    expect: signedIn(200),
  },
  'POST /api/v1/auth/logout': {
    isSessionEnding: true,
    call: async (w, who) => withAuth(send('POST', '/auth/logout'), await otherDevice(w, who)),
    expect: signedIn(200),
  },
  'POST /api/v1/auth/logout-all': {
    isSessionEnding: true,
    call: async (w, who) => withAuth(send('POST', '/auth/logout-all'), await sameRole(w, who)),
    expect: signedIn(200),
  },
  'PUT /api/v1/auth/password': {
    // A wrong current password: checked, refused on its field, nothing changed.
    call: () =>
      send('PUT', '/auth/password', { currentPassword: 'not-the-password', newPassword: 'matrix-pass-1' }),
    expect: signedIn(422),
  },
  'POST /api/v1/auth/forgot-password': {
    call: (_w, who) => send('POST', '/auth/forgot-password', { email: unique(who) }),
    expect: everyone(200),
  },
  'POST /api/v1/auth/reset-password': {
    call: () => send('POST', '/auth/reset-password', { token: 'not-a-link', password: 'matrix-pass-1' }),
    expect: everyone(400),
  },
  'POST /api/v1/auth/verify-email': {
    call: () => send('POST', '/auth/verify-email', { token: 'not-a-link' }),
    expect: everyone(400),
  },
  'POST /api/v1/auth/verify-email/resend': {
    call: () => send('POST', '/auth/verify-email/resend'),
    expect: signedIn(200),
  },
  'POST /api/v1/auth/otp/request': {
    call: (_w, who) => send('POST', '/auth/otp/request', { mobile: MOBILES[who] }),
    expect: everyone(200),
  },
  'POST /api/v1/auth/otp/verify': {
    call: (_w, who) =>
      send('POST', '/auth/otp/verify', { mobile: MOBILES[who], code: '000000', name: 'Matrix' }),
    expect: everyone(400),
  },
  'GET /api/v1/auth/me/export': { call: () => get('/auth/me/export'), expect: signedIn(200) },
  'DELETE /api/v1/auth/me': {
    isSessionEnding: true,
    call: async (w, who) =>
      withAuth(send('DELETE', '/auth/me', { confirm: 'DELETE' }), await sameRole(w, who)),
    expect: signedIn(200),
  },
  'GET /api/v1/admin/users/:id/export': {
    call: (w) => get(`/admin/users/${w.target.row.id}/export`),
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/users/:id/erase': {
    call: async (w) => send('POST', `/admin/users/${await w.fresh.user()}/erase`),
    expect: adminOnly(200),
  },
  'GET /api/v1/auth/recently-viewed': { call: () => get('/auth/recently-viewed'), expect: signedIn(200) },
  'GET /api/v1/auth/favorites': { call: () => get('/auth/favorites'), expect: signedIn(200) },
  'PUT /api/v1/auth/favorites/:id': {
    call: (w) => send('PUT', `/auth/favorites/${w.propertyId}`),
    expect: signedIn(200),
  },
  'DELETE /api/v1/auth/favorites/:id': {
    call: (w) => send('DELETE', `/auth/favorites/${w.propertyId}`),
    expect: signedIn(200),
  },
  'GET /api/v1/auth/favorites/:id/status': {
    call: (w) => get(`/auth/favorites/${w.propertyId}/status`),
    expect: signedIn(200),
  },

  // Compare: the table is public; the tray is each signed-in user's own.
  'GET /api/v1/compare': { call: (w) => get(`/compare?ids=${w.propertyId}`), expect: everyone(200) },
  'GET /api/v1/auth/compare-tray': { call: () => get('/auth/compare-tray'), expect: signedIn(200) },
  'PUT /api/v1/auth/compare-tray': {
    call: (w) => send('PUT', '/auth/compare-tray', { ids: [w.propertyId] }),
    expect: signedIn(200),
  },
  'POST /api/v1/auth/compare-tray/merge': {
    call: (w) => send('POST', '/auth/compare-tray/merge', { ids: [w.propertyId] }),
    expect: signedIn(200),
  },
  // Shared shortlists: each signed-in user shares their own favourites; anyone reads a live link.
  'GET /api/v1/auth/shortlist-share': { call: () => get('/auth/shortlist-share'), expect: signedIn(200) },
  'POST /api/v1/auth/shortlist-share': {
    call: () => send('POST', '/auth/shortlist-share'),
    expect: signedIn(201),
  },
  'DELETE /api/v1/auth/shortlist-share': {
    call: () => send('DELETE', '/auth/shortlist-share'),
    expect: signedIn(200),
  },
  'GET /api/v1/shortlists/:token': {
    call: async (w) => {
      const share = await w.app.deps.services.shortlist.createShare(await w.fresh.user());
      return get(`/shortlists/${share.token}`);
    },
    expect: everyone(200),
  },

  // Listings: public reads; agents write their own, admins any.
  'GET /api/v1/properties': { call: () => get('/properties'), expect: everyone(200) },
  'GET /api/v1/properties/featured': { call: () => get('/properties/featured'), expect: everyone(200) },
  'GET /api/v1/properties/map': { call: () => get('/properties/map?zoom=5'), expect: everyone(200) },
  'GET /api/v1/properties/agent/:id': {
    call: (w) => get(`/properties/agent/${w.users.agent.row.id}`),
    expect: everyone(200),
  },
  'GET /api/v1/properties/:id': { call: (w) => get(`/properties/${w.propertyId}`), expect: everyone(200) },
  'POST /api/v1/properties': {
    call: listingForm,
    expect: { anonymous: 401, buyer: 403, otherAgent: 201, agent: 201, admin: 201 },
  },
  'PUT /api/v1/properties/:id': {
    // An admin names the agent on an edit too.
    call: (w, who) =>
      send('PUT', `/properties/${w.propertyId}`, {
        ...LISTING_UPDATE,
        existingImages: [{ url: w.uploadUrl }],
        ...(who === 'admin' ? { agent: w.users.agent.row.id } : {}),
      }),
    expect: ownerOrAdmin(200),
  },
  'POST /api/v1/properties/:id/confirm-availability': {
    // Only the listing's own agent knows it is still available: an admin is refused too.
    call: (w) => send('POST', `/properties/${w.propertyId}/confirm-availability`),
    expect: { anonymous: 401, buyer: 403, otherAgent: 403, agent: 200, admin: 403 },
  },
  'POST /api/v1/listing-confirmations': {
    // The signed link of the weekly email is the authority, whoever opens it.
    call: async (w) =>
      send('POST', '/listing-confirmations', {
        token: await createConfirmLinks(w.app.deps.config.jwtSecret).sign({
          propertyId: w.propertyId,
          agentId: w.users.agent.row.id,
        }),
      }),
    expect: everyone(200),
  },
  'DELETE /api/v1/properties/:id': {
    call: async (w) => send('DELETE', `/properties/${await w.fresh.property()}`),
    expect: ownerOrAdmin(200),
  },
  'POST /api/v1/properties/:id/contact': {
    call: (w) =>
      send('POST', `/properties/${w.propertyId}/contact`, {
        contactMethod: 'email',
        message: 'Still available?',
      }),
    expect: signedIn(201),
  },

  // Leads: an agent sees and moves their own; admins all.
  'GET /api/v1/agent/contacts': {
    call: () => get('/agent/contacts'),
    expect: { ...signedIn(200), buyer: 403 },
  },
  'PATCH /api/v1/agent/contacts/:id': {
    call: (w) => send('PATCH', `/agent/contacts/${w.leadId}`, { status: 'contacted' }),
    expect: ownerOrAdmin(200),
  },

  // Builders: public reads, admin writes.
  'GET /api/v1/developers': { call: () => get('/developers'), expect: everyone(200) },
  'GET /api/v1/developers/:id': { call: (w) => get(`/developers/${w.developerId}`), expect: everyone(200) },
  'POST /api/v1/developers': {
    call: () => send('POST', '/developers', DEVELOPER_BODY),
    expect: adminOnly(201),
  },
  'PUT /api/v1/developers/:id': {
    call: (w) => send('PUT', `/developers/${w.developerId}`, { ...DEVELOPER_BODY, name: 'Kolte Patil' }),
    expect: adminOnly(200),
  },
  'PUT /api/v1/developers/:id/logo': { call: logoForm, expect: adminOnly(200) },
  'DELETE /api/v1/developers/:id': {
    call: async (w) => send('DELETE', `/developers/${await w.fresh.developer()}`),
    expect: adminOnly(200),
  },

  // Enquiries: anyone sends; admins read and close.
  'POST /api/v1/enquiries': { call: () => send('POST', '/enquiries', ENQUIRY_BODY), expect: everyone(201) },
  'GET /api/v1/admin/enquiries': { call: () => get('/admin/enquiries'), expect: adminOnly(200) },
  'PATCH /api/v1/admin/enquiries/:id': {
    call: (w) => send('PATCH', `/admin/enquiries/${w.enquiryId}`, { status: 'closed' }),
    expect: adminOnly(200),
  },
  'DELETE /api/v1/admin/enquiries/:id': {
    call: async (w) => send('DELETE', `/admin/enquiries/${await w.fresh.enquiry()}`),
    expect: adminOnly(200),
  },

  // Reports of listings: anyone reports; the moderation queue and its actions are admins' only.
  'POST /api/v1/properties/:id/reports': {
    call: async (w, who) =>
      send('POST', `/properties/${await w.fresh.property()}/reports`, { reason: 'fake', email: unique(who) }),
    expect: everyone(201),
  },
  'GET /api/v1/admin/reports': { call: () => get('/admin/reports'), expect: adminOnly(200) },
  'GET /api/v1/admin/reports/summary': { call: () => get('/admin/reports/summary'), expect: adminOnly(200) },
  'GET /api/v1/admin/reports/hidden-listings': {
    call: () => get('/admin/reports/hidden-listings'),
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/reports/listings/:id/dismiss': {
    call: async (w) => send('POST', `/admin/reports/listings/${await reportedListing(w)}/dismiss`),
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/reports/listings/:id/ask-agent': {
    call: async (w) =>
      send('POST', `/admin/reports/listings/${await reportedListing(w)}/ask-agent`, {
        note: 'Please check.',
      }),
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/reports/listings/:id/hide': {
    call: async (w) => send('POST', `/admin/reports/listings/${await reportedListing(w)}/hide`, {}),
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/reports/listings/:id/show': {
    call: async (w) => {
      const id = await w.fresh.property();
      await setListingHidden(w.app.deps.db, id, 'moderator');
      return send('POST', `/admin/reports/listings/${id}/show`);
    },
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/reports/listings/:id/deactivate-agent': {
    // A throwaway agent: the matrix's own agent must stay active.
    call: async (w) =>
      send('POST', `/admin/reports/listings/${await reportedListing(w, true)}/deactivate-agent`),
    expect: adminOnly(200),
  },

  // Saved searches are their owner's: anyone else's id is a 404, as for none.
  'GET /api/v1/saved-searches': { call: () => get('/saved-searches'), expect: signedIn(200) },
  'POST /api/v1/saved-searches': {
    call: () => send('POST', '/saved-searches', { name: 'Flats in Nashik', query: { city: 'Nashik' } }),
    expect: signedIn(201),
  },
  'PATCH /api/v1/saved-searches/:id': {
    call: async (w, who) =>
      send('PATCH', `/saved-searches/${await savedSearchOf(w, who)}`, { name: 'Renamed' }),
    expect: signedIn(200),
  },
  'DELETE /api/v1/saved-searches/:id': {
    call: async (w, who) => send('DELETE', `/saved-searches/${await savedSearchOf(w, who)}`),
    expect: signedIn(200),
  },
  'GET /api/v1/saved-searches/alert-settings': {
    call: () => get('/saved-searches/alert-settings'),
    expect: signedIn(200),
  },
  'PUT /api/v1/saved-searches/alert-settings': {
    call: () => send('PUT', '/saved-searches/alert-settings', { favouritePriceDrops: true }),
    expect: signedIn(200),
  },
  'POST /api/v1/saved-searches/unsubscribe': {
    // The signed link of the alert email is the authority, whoever opens it.
    call: async (w) => {
      const id = await savedSearchOf(w, 'buyer');
      const token = await createUnsubscribeLinks(w.app.deps.config.jwtSecret).sign({
        userId: w.users.buyer.row.id,
        savedSearchId: id,
      });
      return send('POST', `/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`);
    },
    expect: everyone(200),
  },
  'GET /api/v1/notifications': { call: () => get('/notifications'), expect: signedIn(200) },
  'GET /api/v1/notifications/unread': { call: () => get('/notifications/unread'), expect: signedIn(200) },
  'POST /api/v1/notifications/read': {
    call: () => send('POST', '/notifications/read'),
    expect: signedIn(200),
  },

  // Everything else under /admin.
  'GET /api/v1/admin/stats': { call: () => get('/admin/stats'), expect: adminOnly(200) },
  'GET /api/v1/admin/jobs': { call: () => get('/admin/jobs'), expect: adminOnly(200) },
  'POST /api/v1/admin/jobs/:name/run': {
    call: () => send('POST', '/admin/jobs/saved-search-alerts-weekly/run'),
    expect: adminOnly(200),
  },
  'GET /api/v1/admin/moderation/duplicates': {
    call: () => get('/admin/moderation/duplicates'),
    expect: adminOnly(200),
  },
  'PATCH /api/v1/admin/moderation/duplicates/:id': {
    call: async (w) =>
      send('PATCH', `/admin/moderation/duplicates/${await openDuplicateFlag(w)}`, {
        resolution: 'dismissed',
      }),
    expect: adminOnly(200),
  },
  // Outside /api/v1: the balancer's probes and the metrics scrape (METRICS_TOKEN unset in tests).
  'GET /health/live': { call: () => ({ method: 'GET', url: '/health/live' }), expect: everyone(200) },
  'GET /health/ready': { call: () => ({ method: 'GET', url: '/health/ready' }), expect: everyone(200) },
  'GET /metrics': { call: () => ({ method: 'GET', url: '/metrics' }), expect: everyone(200) },
  'GET /api/v1/admin/settings': { call: () => get('/admin/settings'), expect: adminOnly(200) },
  'PUT /api/v1/admin/settings': {
    call: () => send('PUT', '/admin/settings', { ...SITE_SETTINGS_DEFAULTS, notificationEmail: '' }),
    expect: adminOnly(200),
  },
  'GET /api/v1/admin/users': { call: () => get('/admin/users'), expect: adminOnly(200) },
  'POST /api/v1/admin/users': {
    call: (_w, who) =>
      send('POST', '/admin/users', {
        name: 'New Agent',
        email: unique(who),
        password: 'secret12',
        role: 'agent',
      }),
    expect: adminOnly(201),
  },
  'GET /api/v1/admin/users/:id': {
    call: (w) => get(`/admin/users/${w.target.row.id}`),
    expect: adminOnly(200),
  },
  'PUT /api/v1/admin/users/:id': {
    call: (w) =>
      send('PUT', `/admin/users/${w.target.row.id}`, {
        name: 'Edited',
        email: w.target.user.email,
        role: 'buyer',
      }),
    expect: adminOnly(200),
  },
  'DELETE /api/v1/admin/users/:id': {
    call: async (w) => send('DELETE', `/admin/users/${await w.fresh.user()}`),
    expect: adminOnly(200),
  },
  'PATCH /api/v1/admin/users/:id/status': {
    call: (w) => send('PATCH', `/admin/users/${w.target.row.id}/status`, { active: true }),
    expect: adminOnly(200),
  },
  'GET /api/v1/admin/agents': { call: () => get('/admin/agents'), expect: adminOnly(200) },
  'PUT /api/v1/admin/agents/:id/verify': {
    call: (w) => send('PUT', `/admin/agents/${w.users.otherAgent.row.id}/verify`),
    expect: adminOnly(200),
  },
  'GET /api/v1/admin/properties': { call: () => get('/admin/properties'), expect: adminOnly(200) },
  'DELETE /api/v1/admin/properties/:id': {
    call: async (w) => send('DELETE', `/admin/properties/${await w.fresh.property()}`),
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/properties/:id/rera-check': {
    call: async (w) => send('POST', `/admin/properties/${await reraListing(w)}/rera-check`),
    expect: adminOnly(200),
  },
  'DELETE /api/v1/admin/properties/:id/rera-check': {
    call: async (w) => send('DELETE', `/admin/properties/${await reraListing(w)}/rera-check`),
    expect: adminOnly(200),
  },
  'GET /api/v1/admin/contacts': { call: () => get('/admin/contacts'), expect: adminOnly(200) },
  'PATCH /api/v1/admin/contacts/:id': {
    call: (w) => send('PATCH', `/admin/contacts/${w.leadId}`, { status: 'pending' }),
    expect: adminOnly(200),
  },
  'DELETE /api/v1/admin/contacts/:id': {
    call: async (w) => send('DELETE', `/admin/contacts/${await w.fresh.lead()}`),
    expect: adminOnly(200),
  },

  // Uploaded files (local storage) are public, like the pages that show them.
  'GET /uploads/*': { call: (w) => ({ method: 'GET', url: w.uploadUrl }), expect: everyone(200) },
};
