import type { TPropertyStatus, TPropertyType } from '@nivaas/shared/property-options';
import { categoryOf } from './listing-types';
import { createRng } from './prng';

/**
 * Hindi titles and descriptions for the demo's listings in cities where buyers read Hindi (issue 19;
 * words: docs/glossary-hi.md), as an agent there would write them beside the English ones. Most
 * listings there have them, not all (a Hindi page then shows the English text and says so). Their
 * own random stream, so adding them changed no other field of any listing.
 */
const HINDI_TEXT_SALT = 0x41e9d1;
/** The share of a Hindi city's listings whose agent wrote them in Hindi too. */
const HINDI_SHARE = 0.7;

/** Localities of the cities with Hindi text, as their residents write them in Devanagari. */
const PLACES: Readonly<Record<string, { city: string; localities: Readonly<Record<string, string>> }>> = {
  Nashik: {
    city: 'नाशिक',
    localities: {
      'Gangapur Road': 'गंगापुर रोड',
      'College Road': 'कॉलेज रोड',
      'Nashik Road': 'नाशिक रोड',
      'Indira Nagar': 'इंदिरा नगर',
      Panchavati: 'पंचवटी',
      Cidco: 'सिडको',
      Satpur: 'सातपुर',
      'Pathardi Phata': 'पाथर्डी फाटा',
      'Mumbai Naka': 'मुंबई नाका',
      'Tidke Colony': 'तिडके कॉलोनी',
    },
  },
  Jaipur: {
    city: 'जयपुर',
    localities: {
      'C-Scheme': 'सी-स्कीम',
      'Raja Park': 'राजा पार्क',
      'Malviya Nagar': 'मालवीय नगर',
      'Vaishali Nagar': 'वैशाली नगर',
      'Tonk Road': 'टोंक रोड',
      Mansarovar: 'मानसरोवर',
      Jagatpura: 'जगतपुरा',
      'Ajmer Road': 'अजमेर रोड',
      Jhotwara: 'झोटवाड़ा',
    },
  },
  Lucknow: {
    city: 'लखनऊ',
    localities: {
      'Gomti Nagar': 'गोमती नगर',
      Hazratganj: 'हज़रतगंज',
      Mahanagar: 'महानगर',
      Aliganj: 'अलीगंज',
      'Indira Nagar': 'इंदिरा नगर',
      'Sushant Golf City': 'सुशांत गोल्फ सिटी',
      Ashiana: 'आशियाना',
      Jankipuram: 'जानकीपुरम',
      Rajajipuram: 'राजाजीपुरम',
    },
  },
  Indore: {
    city: 'इंदौर',
    localities: {
      'Vijay Nagar': 'विजय नगर',
      'New Palasia': 'न्यू पलासिया',
      'Mahalaxmi Nagar': 'महालक्ष्मी नगर',
      Nipania: 'निपानिया',
      'Bicholi Mardana': 'बिचोली मर्दाना',
      Bhawarkuan: 'भंवरकुआं',
      'Sudama Nagar': 'सुदामा नगर',
      'Rajendra Nagar': 'राजेंद्र नगर',
      Rau: 'राऊ',
    },
  },
};

/** What the listing is, as the title names it ('2 BHK फ्लैट', 'दुकान'). */
const KIND: Record<TPropertyType, { name: string; withBhk: boolean }> = {
  Apartment: { name: 'फ्लैट', withBhk: true },
  'Independent House': { name: 'इंडिपेंडेंट मकान', withBhk: true },
  Villa: { name: 'विला', withBhk: true },
  'Builder Floor': { name: 'बिल्डर फ्लोर', withBhk: true },
  'Row House': { name: 'रो हाउस', withBhk: true },
  Penthouse: { name: 'पेंटहाउस', withBhk: true },
  Studio: { name: 'स्टूडियो फ्लैट', withBhk: false },
  Plot: { name: 'प्लॉट', withBhk: false },
  'Farm House': { name: 'फार्म हाउस', withBhk: false },
  Office: { name: 'ऑफ़िस', withBhk: false },
  Shop: { name: 'दुकान', withBhk: false },
  Showroom: { name: 'शोरूम', withBhk: false },
  Warehouse: { name: 'गोदाम', withBhk: false },
};

const MIDDLES = {
  home: [
    'सभी कमरों में अच्छी धूप और हवा आती है।',
    'सोसाइटी में 24 घंटे पानी और सिक्योरिटी है।',
    'पास में स्कूल, अस्पताल और बाज़ार हैं।',
    'कार पार्किंग और लिफ्ट की सुविधा है।',
    'किचन में ग्रेनाइट का प्लेटफ़ॉर्म और मॉड्यूलर अलमारियाँ हैं।',
  ],
  plot: [
    'टाइटल साफ़ है और प्लॉट सड़क से लगा हुआ है।',
    'बिजली और पानी का कनेक्शन पास में उपलब्ध है।',
    'कोने का प्लॉट, दो तरफ़ से खुला।',
  ],
  office: [
    'मुख्य सड़क पर है, ग्राहकों का आना-जाना अच्छा है।',
    'पार्किंग और पावर बैकअप की सुविधा है।',
    'बस स्टॉप और रेलवे स्टेशन पास में हैं।',
  ],
} as const;

const CLOSERS = {
  sale: ['देखने के लिए एजेंट से संपर्क करें।', 'कीमत पर बात हो सकती है, आज ही संपर्क करें।'],
  rent: ['जमा राशि और किराये के लिए एजेंट से बात करें।', 'परिवार या नौकरीपेशा किरायेदार, आज ही संपर्क करें।'],
} as const;

/** The Hindi title and description of listing `index`, or nulls outside the Hindi cities. */
export function hindiListingText(
  seed: number,
  index: number,
  p: {
    type: TPropertyType;
    status: TPropertyStatus;
    bedrooms: number;
    area: number;
    city: string;
    locality: string;
    developerName: string | null;
  },
): { titleHi: string | null; descriptionHi: string | null } {
  const place = PLACES[p.city];
  const locality = place?.localities[p.locality];
  if (!place || !locality) return { titleHi: null, descriptionHi: null };
  const rng = createRng(seed).fork(HINDI_TEXT_SALT).fork(index);
  if (!rng.chance(HINDI_SHARE)) return { titleHi: null, descriptionHi: null };

  const kind = KIND[p.type];
  const what = kind.withBhk ? `${p.bedrooms} BHK ${kind.name}` : kind.name;
  const forRent = p.status === 'For Rent' || p.status === 'Rented';
  const titleHi = `${locality} में ${what}${forRent ? ' किराये पर' : ''}`;
  const sentences = [`${locality}, ${place.city} में ${p.area.toLocaleString('en-IN')} वर्ग फुट का ${what}।`];
  if (p.developerName) sentences.push(`${p.developerName} का प्रोजेक्ट।`);
  sentences.push(...rng.sample(MIDDLES[categoryOf(p.type)], 2));
  sentences.push(rng.pick(CLOSERS[forRent ? 'rent' : 'sale']));
  // Some agents write the title in Hindi and leave the description in English.
  const descriptionHi = rng.chance(0.85) ? sentences.join(' ') : null;
  return { titleHi, descriptionHi };
}
