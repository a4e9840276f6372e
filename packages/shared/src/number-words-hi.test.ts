import { describe, expect, it } from 'vitest';
import { amountInHindiWords } from './number-words-hi';

describe('amountInHindiWords', () => {
  it.each([
    [0, 'शून्य रुपये'],
    [1, 'एक रुपया'],
    [2, 'दो रुपये'],
    [19, 'उन्नीस रुपये'],
    [45, 'पैंतालीस रुपये'],
    [99, 'निन्यानवे रुपये'],
    [100, 'एक सौ रुपये'],
    [1_050, 'एक हज़ार पचास रुपये'],
    [1_00_000, 'एक लाख रुपये'],
    [80_00_000, 'अस्सी लाख रुपये'],
    [1_25_00_000, 'एक करोड़ पच्चीस लाख रुपये'],
    [45_67_891, 'पैंतालीस लाख सड़सठ हज़ार आठ सौ इक्यानवे रुपये'],
    [1_000_00_00_000, 'एक हज़ार करोड़ रुपये'],
  ])('%d → %s', (n, words) => {
    expect(amountInHindiWords(n)).toBe(words);
  });

  it('rounds to whole rupees and refuses what it cannot say', () => {
    expect(amountInHindiWords(99.6)).toBe('एक सौ रुपये');
    expect(amountInHindiWords(-5)).toBe('');
    expect(amountInHindiWords(Number.NaN)).toBe('');
    expect(amountInHindiWords(2 ** 60)).toBe('');
  });

  it('has a word for every number below a hundred', () => {
    const words = Array.from({ length: 99 }, (_, i) => amountInHindiWords(i + 1));
    expect(new Set(words).size).toBe(99);
    expect(words.every((w) => /^[\u0900-\u097F ]+$/.test(w))).toBe(true);
  });
});
