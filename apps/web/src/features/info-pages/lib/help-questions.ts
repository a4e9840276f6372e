/** A question asked in the Help Center's question box; kept in the page only (admin §2.13). */
export type THelpQuestion = { id: number; text: string; askedAt: Date };

export const QUESTION_MAX_LENGTH = 500;

/** The question to add, or null when it is blank after trimming (the submit is disabled then). */
export function toQuestionText(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed.slice(0, QUESTION_MAX_LENGTH) : null;
}

/** Newest first; a blank question leaves the list as it was. */
export function addQuestion(list: readonly THelpQuestion[], text: string, now = new Date()): THelpQuestion[] {
  const question = toQuestionText(text);
  if (question === null) return [...list];
  const id = list.reduce((max, q) => Math.max(max, q.id), 0) + 1;
  return [{ id, text: question, askedAt: now }, ...list];
}
