import { describe, expect, it } from 'vitest';
import { avatarFileError, initials, ZProfileForm } from './profile-form';

describe('profile form', () => {
  it('uses the registration rules', () => {
    expect(ZProfileForm.safeParse({ name: 'Asha', mobile: '', occupation: '' }).success).toBe(true);
    const bad = ZProfileForm.safeParse({ name: ' ', mobile: 'call me' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Name is required',
      'Please enter a valid mobile number',
    ]);
  });

  it('takes images the server reads, up to 5 MB', () => {
    expect(avatarFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileError({ type: 'image/svg+xml', size: 1000 })).toMatch(/JPEG, PNG/);
    expect(avatarFileError({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Photo must be at most 5 MB',
    );
  });

  it('makes initials', () => {
    expect(initials('Asha Kulkarni')).toBe('AK');
    expect(initials('ravi')).toBe('R');
    expect(initials('  ')).toBe('?');
  });
});
