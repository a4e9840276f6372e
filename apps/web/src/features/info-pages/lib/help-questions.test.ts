import { describe, expect, it } from 'vitest';
import { addQuestion, QUESTION_MAX_LENGTH, toQuestionText } from './help-questions';

describe('toQuestionText', () => {
  it('is null for blank text, so the submit stays disabled', () => {
    expect(toQuestionText('')).toBeNull();
    expect(toQuestionText('   \n\t ')).toBeNull();
  });

  it('trims and folds runs of white space', () => {
    expect(toQuestionText('  What is   a khata?\n')).toBe('What is a khata?');
  });

  it('keeps at most the maximum length', () => {
    expect(toQuestionText('a'.repeat(QUESTION_MAX_LENGTH + 10))).toHaveLength(QUESTION_MAX_LENGTH);
  });
});

describe('addQuestion', () => {
  const at = new Date('2025-01-01T10:00:00Z');

  it('adds the newest question first with the next id', () => {
    const one = addQuestion([], 'Is stamp duty lower for women buyers?', at);
    const two = addQuestion(one, ' Who pays the brokerage? ', at);
    expect(two.map((q) => [q.id, q.text])).toEqual([
      [2, 'Who pays the brokerage?'],
      [1, 'Is stamp duty lower for women buyers?'],
    ]);
  });

  it('leaves the list unchanged for a blank question', () => {
    const one = addQuestion([], 'What is an OC?', at);
    expect(addQuestion(one, '   ', at)).toEqual(one);
  });
});
