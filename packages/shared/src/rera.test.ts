import { describe, expect, it } from 'vitest';
import {
  normaliseReraNumber,
  RERA_AUTHORITIES,
  reraAuthorityForState,
  reraAuthorityOfListing,
  reraNumberError,
} from './rera';

/** Real-looking project numbers of each authority (several where it has several schemes). */
const PROJECT: Record<string, string[]> = {
  maharashtra: ['P52100012345', 'P51800054321'],
  karnataka: ['PRM/KA/RERA/1251/446/PR/171015/000123', 'PRM/KA/RERA/1266/327/PR/230501/4567'],
  telangana: ['P02400001234', 'P01100004567'],
  'uttar-pradesh': ['UPRERAPRJ12345', 'UPRERAPRJ629497/09/2024'],
  haryana: ['HRERA-PKL-GGM-123-2019', 'RC/REP/HARERA/GGM/123/2019', 'RC/REP/HARERA/GGM/575/307/2022/50'],
  gujarat: [
    'PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RAA01234/010120',
    'PR/GJ/SURAT/SURAT CITY/SUDA/MAA05678/150322',
  ],
  'tamil-nadu': ['TN/01/Building/0001/2020', 'TN/29/Layout/0123/2021'],
  delhi: ['DLRERA2019P0007'],
  'west-bengal': ['WBRERA/P/KOL/2023/000123', 'HIRA/P/NOR/2019/000456'],
  rajasthan: ['RAJ/P/2019/1234'],
  'madhya-pradesh': ['P-BPL-23-1234', 'P-IND-19-456'],
  kerala: ['K-RERA/PRJ/ERN/123/2021'],
  goa: ['PRGO04180393'],
  'andhra-pradesh': ['P06060125894', 'P11100012345'],
  punjab: ['PBRERA-SAS80-PR0123'],
  chandigarh: ['UT/RERA/CHD/PRJ/2019/03'],
};

const AGENT: Record<string, string> = {
  maharashtra: 'A51700012345',
  karnataka: 'PRM/KA/RERA/1251/310/AG/180615/001234',
  telangana: 'A02400001234',
  'uttar-pradesh': 'UPRERAAGT10202',
  haryana: 'HRERA-PKL-REA-456-2019',
  gujarat: 'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/AA01234/010120',
  'tamil-nadu': 'TN/Agent/0123/2020',
  delhi: 'DLRERA2020A0012',
  'west-bengal': 'WBRERA/A/KOL/2022/000045',
  rajasthan: 'RAJ/A/2020/0456',
  'madhya-pradesh': 'A-IND-21-0789',
  kerala: 'K-RERA/AGT/TVM/0456/2022',
  goa: 'AGGO02190123',
  'andhra-pradesh': 'A06100001234',
  punjab: 'PBRERA-SAS80-REA0123',
  chandigarh: 'UT/RERA/CHD/AGT/2021/12',
};

const first = (a: (typeof RERA_AUTHORITIES)[number]) => a.states[0] as string;

describe('RERA authorities', () => {
  it('has a name, short name, search page and examples for every authority', () => {
    for (const a of RERA_AUTHORITIES) {
      expect(a.name).toMatch(/Real Estate Regulatory Authority/);
      expect(a.shortName).toMatch(/RERA/);
      expect(a.searchUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov\.in|in)\//);
      expect(PROJECT[a.key], a.key).toBeDefined();
      expect(AGENT[a.key], a.key).toBeDefined();
    }
    expect(new Set(RERA_AUTHORITIES.map((a) => a.shortName)).size).toBe(RERA_AUTHORITIES.length);
  });

  it('covers every state with demo listings', () => {
    for (const state of [
      'Maharashtra',
      'Karnataka',
      'Delhi',
      'Uttar Pradesh',
      'Haryana',
      'Telangana',
      'Tamil Nadu',
      'West Bengal',
      'Gujarat',
      'Rajasthan',
      'Madhya Pradesh',
      'Chandigarh',
      'Kerala',
      'Andhra Pradesh',
      'Goa',
    ]) {
      expect(reraAuthorityForState(state), state).toBeDefined();
    }
    expect(reraAuthorityForState('  tamil   NADU ')?.shortName).toBe('TNRERA');
  });

  it("accepts each authority's own project numbers", () => {
    for (const a of RERA_AUTHORITIES) {
      for (const n of PROJECT[a.key] ?? [])
        expect(reraNumberError(n, first(a)), `${a.key} ${n}`).toBeUndefined();
    }
  });

  it("refuses every other authority's project numbers, naming the listing state's authority", () => {
    for (const a of RERA_AUTHORITIES) {
      for (const b of RERA_AUTHORITIES) {
        if (a === b) continue;
        for (const n of PROJECT[b.key] ?? []) {
          expect(reraNumberError(n, first(a)), `${n} in ${first(a)}`).toBe(
            `Enter a valid ${a.shortName} registration number`,
          );
        }
      }
    }
    expect(reraNumberError('P02400001234', 'Maharashtra')).toBe('Enter a valid MahaRERA registration number');
  });

  it('refuses numbers that are not registration numbers at all', () => {
    for (const n of [
      '12345',
      'P5210001234',
      'P521000123456',
      'RERA',
      'PRM/KA/RERA/1251/446/AG/171015/000123',
    ]) {
      expect(reraNumberError(n, 'Karnataka'), n).toBeDefined();
      expect(reraNumberError(n, 'Maharashtra'), n).toBeDefined();
    }
  });

  it('reads case and spacing loosely, digits strictly', () => {
    expect(reraNumberError(' p52100012345 ', 'Maharashtra')).toBeUndefined();
    expect(reraNumberError('tn / 01 / building / 0001 / 2020', 'Tamil Nadu')).toBeUndefined();
    expect(
      reraNumberError('pr/gj/ahmedabad/ahmedabad  city/auda/raa01234/010120', 'Gujarat'),
    ).toBeUndefined();
    expect(normaliseReraNumber(' hrera - pkl-ggm-123-2019')).toBe('HRERA-PKL-GGM-123-2019');
    expect(reraNumberError('P52100O12345', 'Maharashtra')).toBeDefined();
  });

  it('checks agents against agent formats: their state when known, any known authority otherwise', () => {
    for (const a of RERA_AUTHORITIES) {
      const n = AGENT[a.key] as string;
      expect(reraNumberError(n, first(a), 'agent'), `${a.key} ${n}`).toBeUndefined();
      expect(reraNumberError(n, undefined, 'agent'), `${a.key} ${n}`).toBeUndefined();
      for (const b of RERA_AUTHORITIES) {
        if (b !== a) expect(reraNumberError(n, first(b), 'agent'), `${n} in ${first(b)}`).toBeDefined();
      }
      // A project's number is not an agent's.
      expect(reraNumberError(PROJECT[a.key]?.[0] as string, undefined, 'agent')).toBe(
        'Enter a valid RERA registration number',
      );
    }
    expect(reraNumberError('MAHA/RERA/A51700012345', null, 'agent')).toBeUndefined();
    expect(reraNumberError('LIC-1', null, 'agent')).toBe('Enter a valid RERA registration number');
  });

  it("in a state without a known authority, refuses another authority's number and accepts the rest", () => {
    expect(reraNumberError('P52100012345', 'Bihar')).toBe('Enter a valid RERA registration number');
    expect(reraNumberError('BRERAP00123-1/456/R-789/2019', 'Bihar')).toBeUndefined();
  });

  it("names a listing's authority by state, or by the number's format where the state has none", () => {
    expect(reraAuthorityOfListing('Karnataka', 'anything')?.shortName).toBe('K-RERA');
    expect(reraAuthorityOfListing('Bihar', 'P52100012345')?.shortName).toBe('MahaRERA');
    expect(reraAuthorityOfListing('Bihar', 'X1')).toBeUndefined();
  });
});
