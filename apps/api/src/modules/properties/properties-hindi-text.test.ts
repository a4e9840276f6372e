import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { bracketFields, imageParts, postProperty, putProperty } from '../../../test/fixtures/property-form';

/** A listing's Hindi title and description (issue 19): stored, answered, searched, edited away. */
let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent', name: 'Asha Agent' });
});
afterAll(async () => {
  await t.close();
});

const TITLE_HI = 'गंगापुर रोड पर 2 बीएचके फ्लैट';
const DESCRIPTION_HI = 'नदी के पास हवादार फ्लैट, पार्किंग और लिफ्ट के साथ। कब्ज़ा तुरंत।';

async function create(over: Record<string, string> = {}) {
  const res = await postProperty(t.app, agent.auth, bracketFields(over), await imageParts(1));
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; titleHi: string | null; descriptionHi: string | null };
}

const search = async (q: string) => {
  const res = await t.app.inject({ url: `/api/v1/properties?search=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as { _id: string; title: string; titleHi: string | null }[];
};

describe('Hindi title and description of a listing', () => {
  it('are stored beside the English ones and answered on the detail and the card', async () => {
    const p = await create({ titleHi: `  ${TITLE_HI} `, descriptionHi: DESCRIPTION_HI });
    expect(p).toMatchObject({ titleHi: TITLE_HI, descriptionHi: DESCRIPTION_HI });

    const detail = (await t.app.inject({ url: `/api/v1/properties/${p._id}` })).json().data;
    expect(detail).toMatchObject({
      title: 'Sunrise Residency 2 BHK',
      description: 'A bright two-bedroom flat near the river.',
      titleHi: TITLE_HI,
      descriptionHi: DESCRIPTION_HI,
    });

    const cards = (await t.app.inject({ url: '/api/v1/properties?limit=50' })).json().data;
    const card = cards.find((c: { _id: string }) => c._id === p._id);
    expect(card).toMatchObject({ titleHi: TITLE_HI });
    expect(card).not.toHaveProperty('descriptionHi');
  });

  it('are null when the agent gives none, or only spaces', async () => {
    const p = await create({ titleHi: '   ' });
    expect(p).toMatchObject({ titleHi: null, descriptionHi: null });
  });

  it('are found by search: a word of the Hindi title, and of the Hindi description', async () => {
    const p = await create({
      title: 'Riverside Villa Panchavati',
      titleHi: 'पंचवटी में नदी किनारे बंगला',
      descriptionHi: 'बगीचे और झूले के साथ बंगला',
    });
    const byTitle = await search('बंगला');
    expect(byTitle.map((c) => c._id)).toContain(p._id);
    // A word with vowel signs and a virama, matched whole (not cut at its marks).
    const byDescription = await search('झूले');
    expect(byDescription.map((c) => c._id)).toEqual([p._id]);
    // English search still finds it by its English title.
    expect((await search('Riverside')).map((c) => c._id)).toContain(p._id);
  });

  it('are cleared by an edit that leaves them blank, and kept out of search then', async () => {
    const p = await create({ titleHi: 'सातपुर में दुकान', descriptionHi: 'मुख्य सड़क पर दुकान' });
    expect((await search('सातपुर')).map((c) => c._id)).toContain(p._id);
    const res = await putProperty(
      t.app,
      agent.auth,
      p._id,
      bracketFields({ titleHi: '', descriptionHi: '' }).concat([['existingImages', '[]']]),
      await imageParts(1),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ titleHi: null, descriptionHi: null });
    expect((await search('सातपुर')).map((c) => c._id)).not.toContain(p._id);
  });

  it('answers 422 with the field and a clear message when too long', async () => {
    const res = await postProperty(
      t.app,
      agent.auth,
      bracketFields({ titleHi: 'फ'.repeat(201) }),
      await imageParts(1),
    );
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Must be at most 200 characters');
    expect(JSON.stringify(res.json())).toContain('titleHi');
  });
});
