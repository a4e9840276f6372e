import { describe, expect, it } from 'vitest';
import { isEmptyRow, keptRowIndexes, toFormFieldPath } from './form-rows';
import { filledForm, TEAM_IMAGE } from './form-test-fixtures';

describe('row skipping (spec §5)', () => {
  it('keeps a row when either field is filled, and a team member who only has a photo', () => {
    expect(isEmptyRow({ name: ' ', description: '' })).toBe(true);
    expect(isEmptyRow({ name: '', description: 'x' })).toBe(false);
    expect(isEmptyRow({ name: '', designation: '', image: null })).toBe(true);
    expect(isEmptyRow({ name: '', designation: '', image: TEAM_IMAGE })).toBe(false);
    expect(keptRowIndexes(filledForm().team)).toEqual([0, 2]);
  });

  it('reads a server key of the sent rows as the form row it came from', () => {
    const form = filledForm();
    expect(toFormFieldPath('team.1.designation', form)).toBe('team.2.designation');
    expect(toFormFieldPath('flagshipProjects.0.name', form)).toBe('flagshipProjects.1.name');
    expect(toFormFieldPath('headquarters.city', form)).toBe('headquarters.city');
    expect(toFormFieldPath('teamPhotos', form)).toBe('teamPhotos');
  });
});
