import { describe, expect, it } from 'vitest';
import { initials, nextSlide, previousSlide, TESTIMONIALS } from './testimonials';

describe('testimonials', () => {
  it('has five samples rated 1 to 5', () => {
    expect(TESTIMONIALS).toHaveLength(5);
    expect(TESTIMONIALS.every((t) => t.rating >= 1 && t.rating <= 5)).toBe(true);
  });

  it('wraps at both ends', () => {
    expect(nextSlide(4, 5)).toBe(0);
    expect(previousSlide(0, 5)).toBe(4);
    expect(nextSlide(1, 5)).toBe(2);
  });

  it('makes initials', () => {
    expect(initials('Priya Kulkarni')).toBe('PK');
    expect(initials('Dr. Ayesha Khan')).toBe('AK');
    expect(initials('Harpreet and Simran Gill')).toBe('HS');
  });
});
