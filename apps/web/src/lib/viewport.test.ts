import { describe, expect, it } from 'vitest';
import { mediaQueriesAsked, viewportMatches } from './viewport';

describe('media queries answered on the server', () => {
  it('answers widths for a 390 px phone and a 1280 px desktop', () => {
    expect(viewportMatches('(max-width:768px)', 'phone')).toBe(true);
    expect(viewportMatches('(max-width:768px)', 'desktop')).toBe(false);
    expect(viewportMatches('@media (min-width:900px)', 'desktop')).toBe(true);
    expect(viewportMatches('@media (min-width:900px)', 'phone')).toBe(false);
    expect(viewportMatches('(min-width: 600px) and (max-width: 1279.95px)', 'desktop')).toBe(false);
    expect(viewportMatches('only screen and (max-width: 40em)', 'phone')).toBe(true);
    expect(viewportMatches('(min-width: 2000px), (max-width: 400px)', 'phone')).toBe(true);
  });

  it('answers hover and pointer, and nothing else', () => {
    expect(viewportMatches('(hover: hover)', 'desktop')).toBe(true);
    expect(viewportMatches('(pointer: coarse)', 'phone')).toBe(true);
    expect(viewportMatches('(prefers-reduced-motion: reduce)', 'desktop')).toBe(false);
    expect(viewportMatches('not all and (max-width: 600px)', 'desktop')).toBe(false);
  });

  it('counts the questions, so a render knows whether it depended on the device', () => {
    const before = mediaQueriesAsked();
    viewportMatches('(max-width:768px)', 'phone');
    expect(mediaQueriesAsked()).toBe(before + 1);
  });
});
