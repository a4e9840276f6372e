import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { insertContactRequest, insertProperty } from '../../../test/fixtures/insert-property';
import { multipart } from '../../../test/fixtures/multipart';
import { bracketFields, imageParts } from '../../../test/fixtures/property-form';

/**
 * The authorisation matrix of API.md 'Who may do what': every property route, as anonymous, a
 * buyer, the owning agent, another agent and an admin. A refused call changes nothing.
 */
type TWho = 'anonymous' | 'buyer' | 'owner' | 'otherAgent' | 'admin';
const WHO: TWho[] = ['anonymous', 'buyer', 'owner', 'otherAgent', 'admin'];

let t: TTestApp;
const users = {} as Record<Exclude<TWho, 'anonymous'>, Awaited<ReturnType<typeof createUser>>>;
const headersOf = (who: TWho): Record<string, string> => (who === 'anonymous' ? {} : users[who].auth);

beforeAll(async () => {
  t = await createTestApp();
  users.buyer = await createUser(t.app, { role: 'buyer' });
  users.owner = await createUser(t.app, { role: 'agent' });
  users.otherAgent = await createUser(t.app, { role: 'agent' });
  users.admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const listing = async () => (await insertProperty(t.app, { agentId: users.owner.row.id })).row.id;
const exists = async (id: string) =>
  ((await t.database.query('select 1 from properties where id = $1', [id])) as unknown[]).length === 1;
const titleOf = async (id: string) =>
  (await t.database.query<{ title: string }>('select title from properties where id = $1', [id]))[0]?.title;

async function form(who: TWho) {
  const fields = bracketFields({ title: `Written by ${who}` });
  if (who === 'admin') fields.push(['agent', users.owner.user.id]);
  return multipart(fields, await imageParts(1));
}

type TRoute = {
  name: string;
  expect: Record<TWho, number>;
  /** Builds the request for one caller; `check` then verifies what changed (or did not). */
  build: (who: TWho) => Promise<{ request: InjectOptions; check?: (status: number) => Promise<void> }>;
};

const open = { anonymous: 200, buyer: 200, owner: 200, otherAgent: 200, admin: 200 };
const signedIn = { anonymous: 401, buyer: 200, owner: 200, otherAgent: 200, admin: 200 };

const ROUTES: TRoute[] = [
  { name: 'GET /properties', expect: open, build: async () => ({ request: { url: '/api/v1/properties' } }) },
  {
    name: 'GET /properties/featured',
    expect: open,
    build: async () => ({ request: { url: '/api/v1/properties/featured' } }),
  },
  {
    name: 'GET /properties/agent/{id}',
    expect: open,
    build: async () => ({ request: { url: `/api/v1/properties/agent/${users.owner.user.id}` } }),
  },
  {
    name: 'GET /properties/{id}',
    expect: open,
    build: async () => ({ request: { url: `/api/v1/properties/${await listing()}` } }),
  },
  {
    name: 'POST /properties',
    expect: { anonymous: 401, buyer: 403, owner: 201, otherAgent: 201, admin: 201 },
    build: async (who) => {
      const body = await form(who);
      return {
        request: { method: 'POST', url: '/api/v1/properties', headers: body.headers, payload: body.payload },
        check: async (status) => {
          const rows = await t.database.query('select 1 from properties where title = $1', [
            `Written by ${who}`,
          ]);
          expect(rows.length).toBe(status === 201 ? 1 : 0);
        },
      };
    },
  },
  {
    name: 'PUT /properties/{id}',
    expect: { anonymous: 401, buyer: 403, owner: 200, otherAgent: 403, admin: 200 },
    build: async (who) => {
      const id = await listing();
      const body = await form(who);
      return {
        request: {
          method: 'PUT',
          url: `/api/v1/properties/${id}`,
          headers: body.headers,
          payload: body.payload,
        },
        check: async (status) => {
          expect(await titleOf(id)).toBe(status === 200 ? `Written by ${who}` : 'Sunrise Residency 2 BHK');
        },
      };
    },
  },
  {
    name: 'DELETE /properties/{id}',
    expect: { anonymous: 401, buyer: 403, owner: 200, otherAgent: 403, admin: 200 },
    build: async () => {
      const id = await listing();
      return {
        request: { method: 'DELETE', url: `/api/v1/properties/${id}` },
        check: async (status) => expect(await exists(id)).toBe(status !== 200),
      };
    },
  },
  {
    name: 'POST /properties/{id}/contact',
    expect: { anonymous: 401, buyer: 201, owner: 201, otherAgent: 201, admin: 201 },
    build: async () => ({
      request: {
        method: 'POST',
        url: `/api/v1/properties/${await listing()}/contact`,
        payload: { contactMethod: 'email', message: 'Still available?' },
      },
    }),
  },
  {
    name: 'PUT /auth/favorites/{id}',
    expect: signedIn,
    build: async () => ({ request: { method: 'PUT', url: `/api/v1/auth/favorites/${await listing()}` } }),
  },
  {
    name: 'DELETE /auth/favorites/{id}',
    expect: signedIn,
    build: async () => ({ request: { method: 'DELETE', url: `/api/v1/auth/favorites/${await listing()}` } }),
  },
  {
    name: 'GET /auth/favorites/{id}/status',
    expect: signedIn,
    build: async () => ({ request: { url: `/api/v1/auth/favorites/${await listing()}/status` } }),
  },
  {
    name: 'GET /auth/favorites',
    expect: signedIn,
    build: async () => ({ request: { url: '/api/v1/auth/favorites' } }),
  },
  {
    name: 'GET /auth/recently-viewed',
    expect: signedIn,
    build: async () => ({ request: { url: '/api/v1/auth/recently-viewed' } }),
  },
  {
    name: 'GET /agent/contacts',
    expect: { anonymous: 401, buyer: 403, owner: 200, otherAgent: 200, admin: 200 },
    build: async () => ({ request: { url: '/api/v1/agent/contacts' } }),
  },
  {
    name: 'PATCH /agent/contacts/{id}',
    expect: { anonymous: 401, buyer: 403, owner: 200, otherAgent: 403, admin: 200 },
    build: async () => {
      const lead = await insertContactRequest(t.app, {
        userId: users.buyer.row.id,
        propertyId: await listing(),
      });
      return {
        request: {
          method: 'PATCH',
          url: `/api/v1/agent/contacts/${lead.id}`,
          payload: { status: 'contacted' },
        },
        check: async (status) => {
          const [row] = await t.database.query<{ status: string }>(
            'select status from contact_requests where id = $1',
            [lead.id],
          );
          expect(row?.status).toBe(status === 200 ? 'contacted' : 'pending');
        },
      };
    },
  },
];

describe('authorisation matrix', () => {
  for (const route of ROUTES) {
    for (const who of WHO) {
      const status = route.expect[who];
      it(`${route.name} as ${who} → ${status}`, async () => {
        const { request, check } = await route.build(who);
        const res = await t.app.inject({
          ...request,
          headers: { ...(request.headers as Record<string, string>), ...headersOf(who) },
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
        const body = res.json();
        expect(body.success).toBe(status < 400);
        if (status === 401) expect(body.message).toBe('Not authorized');
        if (status === 403) expect(body.message).toBe('You are not authorized to perform this action');
        await check?.(status);
      });
    }
  }
});
