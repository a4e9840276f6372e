import { describe, expect, it } from 'vitest';
import { currentSection, DEVELOPER_SECTIONS } from './developer-sections';

describe('developer sections', () => {
  it('has the spec tabs in order', () => {
    expect(DEVELOPER_SECTIONS.map((s) => s.label.message)).toEqual([
      'Overview',
      'Projects',
      'Team',
      'Specializations',
      'Contact',
    ]);
  });

  it('marks the last section whose top reached the line', () => {
    const tops = [
      { id: 'overview' as const, top: -500 },
      { id: 'projects' as const, top: 90 },
      { id: 'team' as const, top: 700 },
    ];
    expect(currentSection(tops, 120)).toBe('projects');
    expect(currentSection(tops, 50)).toBe('overview');
    expect(currentSection([{ id: 'team', top: 400 }], 50)).toBe('team');
    expect(currentSection([], 50)).toBe('overview');
  });
});
