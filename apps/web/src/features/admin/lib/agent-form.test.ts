import type { TUser } from '@nivaas/shared/auth';
import { ZAdminUserCreate } from '@nivaas/shared/admin-user';
import { describe, expect, it } from 'vitest';
import { agentFormFromUser, EMPTY_AGENT_FORM, listPathForRole, mergeSpecializations } from './agent-form';

describe('agent form', () => {
  it('prefills from a user, blanking nulls', () => {
    const user = {
      name: 'Sameer Joshi',
      email: 'agent3@nivaas.in',
      role: 'agent',
      mobile: null,
      phone: '+91 98220 00000',
      company: null,
      licenseNumber: 'A-1',
      specializations: ['Rentals'],
      isVerified: true,
    } as unknown as TUser;
    expect(agentFormFromUser(user)).toEqual({
      name: 'Sameer Joshi',
      email: 'agent3@nivaas.in',
      password: '',
      role: 'agent',
      mobile: '+91 98220 00000',
      company: '',
      licenseNumber: 'A-1',
      specializations: ['Rentals'],
      isVerified: true,
    });
  });

  it('merges typed chips: commas split, blanks and repeats dropped', () => {
    expect(mergeSpecializations(['Rentals'], ['luxury homes, rentals ,', '  '])).toEqual([
      'Rentals',
      'luxury homes',
    ]);
  });

  it('gives the shared messages for an empty form', () => {
    const result = ZAdminUserCreate.safeParse(EMPTY_AGENT_FORM);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Name is required', 'Email is required', 'Password is required']),
    );
  });

  it('returns agents to the agents list and others to users', () => {
    expect(listPathForRole('agent')).toBe('agents');
    expect(listPathForRole('buyer')).toBe('users');
  });
});
