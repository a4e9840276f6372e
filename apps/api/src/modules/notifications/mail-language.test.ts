import { localizedHref } from '@nivaas/shared/locale';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFavorite, insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { properties } from '../../db/schema';

/**
 * Every email in the reader's language (issue 19): a user who chose Hindi gets the Hindi subject,
 * text (and HTML) with links to the Hindi pages; one who chose English, or nothing, the English
 * word for word as before. Each email is made by its real code path and read from the outbox.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://nivaas.example' });
});
afterAll(() => t?.close());

const SITE = 'https://nivaas.example';
const api = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
/** The newest message of a kind to an address. */
async function mailTo(to: string, kind: string) {
  const mail = (await t.app.deps.repos.outbox.findAll())
    .filter((m) => m.recipient === to && m.kind === kind)
    .at(-1);
  if (!mail) throw new Error(`no ${kind} email to ${to}`);
  return { ...mail, html: (mail.payload as { html?: string }).html ?? '' };
}
/** The first link in a text that starts with `prefix` (its token read as a person would). */
const linkIn = (text: string, prefix: string) => {
  const at = text.indexOf(prefix);
  if (at < 0) throw new Error(`no link ${prefix} in:\n${text}`);
  return text.slice(at).split(/[\s<>"]/)[0] ?? '';
};
const agentOf = (name: string, preferredLanguage?: 'en' | 'hi') =>
  createUser(t.app, { role: 'agent', name, ...(preferredLanguage ? { preferredLanguage } : {}) });

describe('account emails', () => {
  it('sends the password reset in Hindi with the Hindi page’s link, and in English word for word', async () => {
    const hi = await createUser(t.app, { name: 'Meera Joshi', preferredLanguage: 'hi' });
    expect((await api('POST', '/auth/forgot-password', { email: hi.user.email })).statusCode).toBe(200);
    const hindi = await mailTo(hi.user.email, 'password-reset');
    expect(hindi.subject).toBe('निवास के लिए नया पासवर्ड चुनें');
    const hiLink = linkIn(hindi.body, `${SITE}/hi/reset-password?token=`);
    expect(hindi.body).toBe(
      [
        'नमस्ते Meera Joshi,',
        '',
        'किसी ने आपके निवास खाते का पासवर्ड बदलने के लिए कहा है। नया पासवर्ड चुनने के लिए 30 मिनट के अंदर यह लिंक खोलें:',
        '',
        hiLink,
        '',
        'यह लिंक एक ही बार चलता है, और इसे खोलने पर आपका खाता हर डिवाइस से लॉग आउट हो जाता है।',
        'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
      ].join('\n'),
    );

    for (const language of ['en', undefined] as const) {
      const en = await createUser(t.app, {
        name: 'Ravi Kumar',
        ...(language ? { preferredLanguage: language } : {}),
      });
      await api('POST', '/auth/forgot-password', { email: en.user.email });
      const english = await mailTo(en.user.email, 'password-reset');
      expect(english.subject).toBe('Choose a new password for Nivaas');
      expect(english.body).toBe(
        [
          'Hello Ravi Kumar,',
          '',
          'Someone asked to reset the password of your Nivaas account. To choose a new one, open this link within 30 minutes:',
          '',
          linkIn(english.body, `${SITE}/reset-password?token=`),
          '',
          'The link works once, and using it signs your account out on every device.',
          'If you did not ask for this, ignore this email: your password stays as it is.',
        ].join('\n'),
      );
    }
  });

  it('sends the reset of an account with no language chosen in the language of the page that asked', async () => {
    const hindiPage = { 'accept-language': 'hi' };
    const none = await createUser(t.app, { name: 'Sunita Pawar' });
    expect(
      (await api('POST', '/auth/forgot-password', { email: none.user.email }, hindiPage)).statusCode,
    ).toBe(200);
    const hindi = await mailTo(none.user.email, 'password-reset');
    expect(hindi.subject).toBe('निवास के लिए नया पासवर्ड चुनें');
    expect(hindi.body.startsWith('नमस्ते Sunita Pawar,')).toBe(true);
    linkIn(hindi.body, `${SITE}/hi/reset-password?token=`);
    // From an English page: English.
    await api('POST', '/auth/forgot-password', { email: none.user.email }, { 'accept-language': 'en-IN' });
    const english = await mailTo(none.user.email, 'password-reset');
    expect(english.subject).toBe('Choose a new password for Nivaas');
    linkIn(english.body, `${SITE}/reset-password?token=`);
    // A language chosen wins over the page's, both ways.
    const chose = await createUser(t.app, { name: 'Arjun Mehta', preferredLanguage: 'en' });
    await api('POST', '/auth/forgot-password', { email: chose.user.email }, hindiPage);
    expect((await mailTo(chose.user.email, 'password-reset')).subject).toBe(
      'Choose a new password for Nivaas',
    );
    const choseHindi = await createUser(t.app, { name: 'Kiran Desai', preferredLanguage: 'hi' });
    await api('POST', '/auth/forgot-password', { email: choseHindi.user.email }, { 'accept-language': 'en' });
    expect((await mailTo(choseHindi.user.email, 'password-reset')).subject).toBe('निवास के लिए नया पासवर्ड चुनें');
  });

  it('sends the confirmation link of a Hindi registration in Hindi, to the Hindi page that confirms it', async () => {
    const register = (email: string, language: object) =>
      api('POST', '/auth/register', {
        name: 'Ishaan Rao',
        email,
        password: 'peepal-tree-19',
        role: 'buyer',
        ...language,
      });
    expect((await register('ishaan.hi@example.in', { preferredLanguage: 'hi' })).statusCode).toBe(201);
    const hindi = await mailTo('ishaan.hi@example.in', 'email-confirm');
    expect(hindi.subject).toBe('निवास के लिए अपने ईमेल पते की पुष्टि करें');
    expect(hindi.body).toContain('नमस्ते Ishaan Rao,');
    expect(hindi.body).toContain('कृपया 48 घंटे के अंदर यह लिंक खोलकर पुष्टि करें कि यह ईमेल पता आपका ही है:');
    const link = linkIn(hindi.body, `${SITE}/hi/confirm-email?token=`);
    const token = decodeURIComponent(link.split('token=')[1] ?? '');
    expect((await api('POST', '/auth/verify-email', { token })).statusCode).toBe(200);

    expect((await register('ishaan.en@example.in', {})).statusCode).toBe(201);
    const english = await mailTo('ishaan.en@example.in', 'email-confirm');
    expect(english.subject).toBe('Confirm your email address for Nivaas');
    expect(english.body).toBe(
      [
        'Hello Ishaan Rao,',
        '',
        'Please confirm that this is your email address by opening this link within 48 hours:',
        '',
        linkIn(english.body, `${SITE}/confirm-email?token=`),
        '',
        'Until it is confirmed, an agent account cannot publish listings and no enquiry emails are sent to it.',
        'If you did not create a Nivaas account, ignore this email.',
      ].join('\n'),
    );
  });
});

describe('emails to agents', () => {
  it('tells a Hindi agent of a new lead in Hindi with the Hindi listing page; an English agent as before', async () => {
    const buyer = await createUser(t.app, { name: 'Ravi Buyer', email: 'ravi.buyer@example.in' });
    for (const [language, name] of [
      ['hi', 'Asha'],
      ['en', 'John'],
    ] as const) {
      const agent = await agentOf(name, language);
      const { row } = await insertProperty(t.app, { agentId: agent.row.id, title: 'Lake View 3 BHK' });
      const res = await api(
        'POST',
        `/properties/${row.id}/contact`,
        { contactMethod: 'whatsapp', message: 'Is it available?' },
        buyer.auth,
      );
      expect(res.statusCode).toBe(201);
      const mail = await mailTo(agent.user.email, 'contact-request');
      if (language === 'hi') {
        expect(mail.subject).toBe('Lake View 3 BHK के लिए नई पूछताछ');
        expect(mail.body).toBe(
          [
            'Ravi Buyer (ravi.buyer@example.in, +91 98765 43210) ने Gangapur Road, Nashik में "Lake View 3 BHK" के बारे में पूछा है।',
            'संपर्क का पसंदीदा तरीका: WhatsApp।',
            'संदेश: Is it available?',
            `लिस्टिंग: ${SITE}/hi/properties/${row.id}`,
          ].join('\n'),
        );
      } else {
        expect(mail.subject).toBe('New enquiry for Lake View 3 BHK');
        expect(mail.body).toBe(
          [
            'Ravi Buyer (ravi.buyer@example.in, +91 98765 43210) asked about "Lake View 3 BHK" in Gangapur Road, Nashik.',
            'Preferred contact: whatsapp.',
            'Message: Is it available?',
            `Listing: ${SITE}/properties/${row.id}`,
          ].join('\n'),
        );
      }
    }
  });

  it('asks a Hindi agent to check a reported listing in Hindi; an English agent as before', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    for (const language of ['hi', 'en'] as const) {
      const agent = await agentOf('Meera', language);
      const { row } = await insertProperty(t.app, { agentId: agent.row.id, title: 'Godavari View' });
      const report = await api('POST', `/properties/${row.id}/reports`, {
        reason: 'wrong-price',
        message: 'The price is old',
        email: `guest.${language}@example.in`,
      });
      expect(report.statusCode).toBe(201);
      const ask = await api(
        'POST',
        `/admin/reports/listings/${row.id}/ask-agent`,
        { note: 'Please update the price.' },
        admin.auth,
      );
      expect(ask.statusCode).toBe(200);
      const mail = await mailTo(agent.user.email, 'listing-report.ask-agent');
      if (language === 'hi') {
        expect(mail.subject).toBe('कृपया अपनी लिस्टिंग जाँच लें: Godavari View');
        expect(mail.body).toBe(
          [
            'प्रिय Meera,',
            '',
            'लोगों ने "Godavari View" में किसी गड़बड़ी की शिकायत की है।',
            'लोगों ने यह शिकायत की: ग़लत कीमत (1)।',
            '',
            'हमारी टीम का कहना है: Please update the price.',
            '',
            'कृपया लिस्टिंग ठीक करें, या इस ईमेल का जवाब देकर बताएँ कि वह सही है।',
            '',
            `लिस्टिंग: ${SITE}/hi/properties/${row.id}`,
          ].join('\n'),
        );
      } else {
        expect(mail.subject).toBe('Please check your listing: Godavari View');
        expect(mail.body).toBe(
          [
            'Dear Meera,',
            '',
            'People have reported a problem with "Godavari View".',
            'What people reported: Wrong price (1).',
            '',
            'Our team asks: Please update the price.',
            '',
            'Please correct the listing, or reply to tell us it is right.',
            '',
            `Listing: ${SITE}/properties/${row.id}`,
          ].join('\n'),
        );
      }
    }
  });

  it('tells a Hindi agent in Hindi when a moderator hides the listing, with the reasons and the note', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const agent = await agentOf('Meera', 'hi');
    const { row } = await insertProperty(t.app, { agentId: agent.row.id, title: 'Nashik Heights' });
    for (const [i, reason] of ['fake', 'fake'].entries()) {
      const res = await api('POST', `/properties/${row.id}/reports`, {
        reason,
        email: `guest.hide${i}@example.in`,
      });
      expect(res.statusCode).toBe(201);
    }
    const hide = await api(
      'POST',
      `/admin/reports/listings/${row.id}/hide`,
      { note: 'The photos are of another flat.' },
      admin.auth,
    );
    expect(hide.statusCode).toBe(200);
    const mail = await mailTo(agent.user.email, 'listing-report.hidden');
    expect(mail.subject).toBe('आपकी लिस्टिंग छिपा दी गई है: Nashik Heights');
    expect(mail.body).toBe(
      [
        'प्रिय Meera,',
        '',
        'शिकायतों की जाँच के बाद हमारी टीम ने "Nashik Heights" को सबके लिए छिपा दिया है।',
        'लोगों ने यह शिकायत की: नकली या धोखा (2)।',
        'हमारी टीम का नोट: The photos are of another flat.',
        'लिस्टिंग ठीक हो जाने पर कृपया हमसे संपर्क करें।',
        '',
        `लिस्टिंग: ${SITE}/hi/properties/${row.id}`,
      ].join('\n'),
    );
  });

  it('reminds a Hindi agent to confirm listings in Hindi with Hindi days; an English agent as before', async () => {
    const agents = { hi: await agentOf('Sunil', 'hi'), en: await agentOf('Sam', 'en') };
    const ids: Record<string, string> = {};
    for (const [language, agent] of Object.entries(agents)) {
      ids[language] = (await insertProperty(t.app, { agentId: agent.row.id, title: 'Old Flat' })).row.id;
      await t.app.deps.db.execute(
        sql`update properties set confirmed_at = now() - interval '10 days', stale = true where id = ${ids[language]}`,
      );
    }
    await t.app.deps.services.freshness.sendReminders();

    const hindi = await mailTo(agents.hi.user.email, 'listing-confirm-reminder');
    expect(hindi.subject).toBe('क्या निवास पर आपकी लिस्टिंग अभी भी उपलब्ध हैं?');
    const hiLink = linkIn(hindi.body, `${SITE}${localizedHref('/confirm-listing', 'hi')}?token=`);
    expect(hindi.body).toBe(
      [
        'नमस्ते Sunil,',
        '',
        'ख़रीदार और किरायेदार उन लिस्टिंग पर भरोसा करते हैं जिनकी एजेंट ने हाल में पुष्टि की हो। अगर नीचे दी गई कोई लिस्टिंग अभी भी उपलब्ध है, तो उसका लिंक खोलें: एक क्लिक में पुष्टि हो जाती है, लॉग इन की ज़रूरत नहीं।',
        '',
        '- Old Flat: आख़िरी पुष्टि 10 दिन पहले (‘हाल में पुष्टि नहीं हुई’ दिख रहा है)',
        `  ${hiLink}`,
        '',
        'बिक चुकी या किराये पर जा चुकी लिस्टिंग को आप अपनी प्रोफ़ाइल से वैसा मार्क कर सकते हैं। जिन लिस्टिंग की कुछ समय तक पुष्टि नहीं होती, उन पर ‘हाल में पुष्टि नहीं हुई’ दिखता है, और बाद में वे दोबारा पुष्टि होने तक खोज से हट जाती हैं।',
      ].join('\n'),
    );

    const english = await mailTo(agents.en.user.email, 'listing-confirm-reminder');
    expect(english.subject).toBe('Are your Nivaas listings still available?');
    expect(english.body).toBe(
      [
        'Hello Sam,',
        '',
        'Buyers and tenants trust listings their agent has confirmed recently. If a listing below is still available, open its link: one click confirms it, no sign-in needed.',
        '',
        "- Old Flat: last confirmed 10 days ago (shown as 'Not confirmed recently')",
        `  ${linkIn(english.body, `${SITE}/confirm-listing?token=`)}`,
        '',
        'A listing sold or let out can be marked so from your profile. Listings not confirmed for a while are shown as not confirmed recently, and later leave search until you confirm them again.',
      ].join('\n'),
    );
  });
});

describe('alerts', () => {
  it('sends a Hindi saved-search alert in Hindi (text and HTML, ₹ 45 लाख, /hi links); an English one as before', async () => {
    const users = {
      hi: await createUser(t.app, { name: 'Kavita', preferredLanguage: 'hi' }),
      en: await createUser(t.app, { name: 'Ravi' }),
    };
    for (const user of Object.values(users)) {
      const saved = await api(
        'POST',
        '/saved-searches',
        { name: 'Flats in Indore', query: { city: 'Indore' }, frequency: 'instant' },
        user.auth,
      );
      expect(saved.statusCode).toBe(201);
    }
    const agent = await agentOf('Vikram');
    const { row } = await insertProperty(t.app, {
      agentId: agent.row.id,
      title: 'Vijay Nagar 2 BHK',
      city: 'Indore',
      locality: 'Vijay Nagar',
      price: 4_500_000,
    });
    await t.app.deps.services.savedSearches.sendAlerts('instant');

    const hindi = await mailTo(users.hi.user.email, 'saved-search-alert');
    expect(hindi.subject).toBe('निवास पर ‘Flats in Indore’ के लिए 1 नई लिस्टिंग');
    const unsubscribe = linkIn(hindi.body, `${SITE}${localizedHref('/unsubscribe', 'hi')}?token=`);
    expect(hindi.body).toBe(
      [
        'नमस्ते Kavita,',
        '',
        'आपकी सहेजी गई खोज ‘Flats in Indore’ में 1 नई लिस्टिंग आई है:',
        '',
        'Vijay Nagar 2 BHK',
        '₹ 45 लाख · Vijay Nagar, Indore',
        `${SITE}/hi/properties/${row.id}`,
        '',
        `इस खोज की सभी लिस्टिंग देखें: ${SITE}/hi/properties?city=Indore`,
        '',
        `ये अलर्ट आपको लिस्टिंग आते ही मिलते हैं। इन्हें बंद करने के लिए यह लिंक खोलें (लॉग इन की ज़रूरत नहीं): ${unsubscribe}`,
      ].join('\n'),
    );
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.html).toContain('<title>निवास पर ‘Flats in Indore’ के लिए 1 नई लिस्टिंग</title>');
    expect(hindi.html).toContain('>₹ 45 लाख</div>');
    expect(hindi.html).toContain(`href="${SITE}/hi/properties/${row.id}"`);
    expect(hindi.html).toMatch(
      /<a href="https:\/\/nivaas\.example\/hi\/properties\?city=Indore"[^>]*>सभी लिस्टिंग देखें<\/a>/,
    );
    expect(hindi.html).toContain('>अलर्ट बंद करें</a> (लॉग इन की ज़रूरत नहीं)');
    expect(hindi.html).toContain(`href="${SITE}${localizedHref('/profile#saved-searches', 'hi')}"`);
    expect(hindi.html).not.toMatch(/Unsubscribe|Manage alerts|Hello|Lac/);

    const english = await mailTo(users.en.user.email, 'saved-search-alert');
    expect(english.subject).toBe('1 new listing for ‘Flats in Indore’ on Nivaas');
    // The bell's entry in each owner's language too.
    const bellTitle = async (who: { auth: Record<string, string> }) =>
      (await t.app.inject({ url: '/api/v1/notifications', headers: who.auth })).json().data.items[0]?.title;
    expect(await bellTitle(users.hi)).toBe('‘Flats in Indore’ के लिए 1 नई लिस्टिंग');
    expect(await bellTitle(users.en)).toBe('1 new listing for ‘Flats in Indore’');
    expect(english.body).toBe(
      [
        'Hello Ravi,',
        '',
        'Your saved search ‘Flats in Indore’ has 1 new listing:',
        '',
        'Vijay Nagar 2 BHK',
        '₹ 45.00 Lac · Vijay Nagar, Indore',
        `${SITE}/properties/${row.id}`,
        '',
        `See every listing of this search: ${SITE}/properties?city=Indore`,
        '',
        `You get these alerts as listings arrive. To stop them, open this link (no sign-in needed): ${linkIn(english.body, `${SITE}/unsubscribe?token=`)}`,
      ].join('\n'),
    );
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('>₹ 45.00 Lac</div>');
    expect(english.html).toContain('>Unsubscribe</a> (no sign-in needed)');
    expect(english.html).toContain('>Manage alerts</a>');
  });

  it('sends a favourite’s price drop to a Hindi user in Hindi', async () => {
    const user = await createUser(t.app, { name: 'Kavita', preferredLanguage: 'hi' });
    const agent = await agentOf('Vikram');
    const { row } = await insertProperty(t.app, {
      agentId: agent.row.id,
      title: 'Favourite flat',
      price: 5_000_000,
    });
    await insertFavorite(t.app, user.row.id, row.id);
    const on = await api('PUT', '/saved-searches/alert-settings', { favouritePriceDrops: true }, user.auth);
    expect(on.statusCode).toBe(200);
    await t.app.deps.db.update(properties).set({ price: 4_500_000 }).where(eq(properties.id, row.id));
    await t.app.deps.services.savedSearches.sendFavouriteDrops();

    const mail = await mailTo(user.user.email, 'favourite-price-drop');
    expect(mail.subject).toBe('निवास पर 1 पसंदीदा लिस्टिंग की कीमत घटी');
    const favourites = `${SITE}${localizedHref('/profile?tab=favorites', 'hi')}`;
    expect(mail.body).toBe(
      [
        'नमस्ते Kavita,',
        '',
        'आपकी पसंदीदा लिस्टिंग में से एक की कीमत घटी है:',
        '',
        'Favourite flat',
        '₹ 45 लाख (कीमत 10% घटी) · Gangapur Road, Nashik',
        `${SITE}/hi/properties/${row.id}`,
        '',
        `आपकी पसंदीदा लिस्टिंग: ${favourites}`,
        '',
        `ये ईमेल बंद करने के लिए यह लिंक खोलें (लॉग इन की ज़रूरत नहीं): ${linkIn(mail.body, `${SITE}${localizedHref('/unsubscribe', 'hi')}?token=`)}`,
      ].join('\n'),
    );
    expect(mail.html).toContain('>कीमत 10% घटी</span>');
    expect(mail.html).toContain(`<a href="${favourites}"`);
    expect(mail.html).toContain('>अपनी पसंदीदा लिस्टिंग देखें</a>');
  });
});

describe('emails to the team', () => {
  it('tells a Hindi admin of a new enquiry in Hindi, an English admin as before', async () => {
    const admins = {
      hi: await createUser(t.app, { role: 'admin', preferredLanguage: 'hi' }),
      en: await createUser(t.app, { role: 'admin' }),
    };
    const sent = await api('POST', '/enquiries', {
      kind: 'contact',
      name: 'Anita Rao',
      email: 'anita@example.in',
      subject: 'Office space',
      message: 'Do you list offices in Nashik?',
    });
    expect(sent.statusCode).toBe(201);
    const hindi = await mailTo(admins.hi.user.email, 'enquiry.new');
    expect(hindi.subject).toBe('नई पूछताछ (संपर्क फ़ॉर्म): Office space');
    expect(hindi.body).toBe(
      'संपर्क फ़ॉर्म: Anita Rao <anita@example.in>\nविषय: Office space\n\nDo you list offices in Nashik?',
    );
    const english = await mailTo(admins.en.user.email, 'enquiry.new');
    expect(english.subject).toBe('New contact form: Office space');
    expect(english.body).toBe(
      'Contact form from Anita Rao <anita@example.in>\nSubject: Office space\n\nDo you list offices in Nashik?',
    );
  });
});
