import { ZDeveloperForm } from '@nivaas/shared/developer';
import { ZEnquiryRequest } from '@nivaas/shared/enquiry';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { newId } from '../../src/lib/ids';
import { insertContactRequest, insertProperty } from '../fixtures/insert-property';
import { imageParts, postProperty } from '../fixtures/property-form';
import { bracketFields } from '../fixtures/property-form';
import { createUser } from '../test-app';

/** Who calls: nobody, a buyer, the listing's agent, another agent (not its owner), an admin. */
export const IDENTITIES = ['anonymous', 'buyer', 'otherAgent', 'agent', 'admin'] as const;
export type TWho = (typeof IDENTITIES)[number];

export type TCall = {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
};

type TTestUser = Awaited<ReturnType<typeof createUser>>;

export const DEVELOPER_BODY = {
  name: 'Kolte Patil Developers',
  description: 'Pune builder of family homes since 1991.',
  headquarters: { city: 'Pune', state: 'Maharashtra' },
  flagshipProjects: [{ name: 'Life Republic', description: 'A township' }],
  team: [{ name: 'Rajesh Patil', designation: 'Chairman' }],
  awards: [{ name: 'Best Township', year: 2019, category: 'Residential' }],
  socialMedia: { facebook: 'https://facebook.com/koltepatil' },
};
export const ENQUIRY_BODY = {
  kind: 'contact',
  name: 'Asha Rao',
  email: 'asha@example.in',
  message: 'Please call me about a site visit.',
};

/**
 * Real rows for the matrix: a listing of `agent` (created through the API, so it has a stored
 * photo), a builder, a lead on the listing from a fifth user, an enquiry, and makers of fresh rows
 * for calls that delete their target.
 */
export async function buildWorld(app: FastifyInstance) {
  const users: Record<Exclude<TWho, 'anonymous'>, TTestUser> = {
    buyer: await createUser(app, { role: 'buyer' }),
    agent: await createUser(app, { role: 'agent' }),
    otherAgent: await createUser(app, { role: 'agent' }),
    admin: await createUser(app, { role: 'admin' }),
  };
  const target = await createUser(app, { role: 'buyer' });
  const leadBuyer = await createUser(app, { role: 'buyer' });
  const created = await postProperty(app, users.agent.auth, bracketFields(), await imageParts(1));
  if (created.statusCode !== 201) throw new Error(`world: listing not created: ${created.body}`);
  const property = created.json().data as { _id: string; images: { url: string }[] };
  const { services } = app.deps;
  const newDeveloper = async () =>
    (await services.developers.createDeveloper(ZDeveloperForm.parse(DEVELOPER_BODY), { teamPhotos: [] }))._id;
  const newEnquiry = async () =>
    (await services.enquiries.createEnquiry(ZEnquiryRequest.parse(ENQUIRY_BODY), null))._id;
  const newProperty = async () => (await insertProperty(app, { agentId: users.agent.row.id })).row.id;
  const newLead = async () =>
    (
      await insertContactRequest(app, {
        userId: leadBuyer.row.id,
        propertyId: await newProperty(),
      })
    ).id;
  const lead = await insertContactRequest(app, {
    userId: leadBuyer.row.id,
    propertyId: property._id,
  });
  return {
    app,
    users,
    target,
    propertyId: property._id,
    /** A file the listing's photo was stored as (served at /uploads/…). */
    uploadUrl: property.images[0]?.url ?? '',
    developerId: await newDeveloper(),
    leadId: lead.id,
    enquiryId: await newEnquiry(),
    /** A well-formed id that names nothing. */
    unknownId: newId(),
    fresh: {
      property: newProperty,
      developer: newDeveloper,
      lead: newLead,
      enquiry: newEnquiry,
      user: async () => (await createUser(app, { role: 'buyer' })).row.id,
    },
    authOf: (who: TWho): Record<string, string> => (who === 'anonymous' ? {} : users[who].auth),
  };
}
export type TWorld = Awaited<ReturnType<typeof buildWorld>>;
