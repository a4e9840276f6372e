import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { activeNavTarget } from './active-nav';

const TARGETS = [
  paths.admin,
  paths.adminUsers,
  paths.adminAgents,
  paths.adminProperties,
  paths.adminContacts,
  paths.adminSettings,
];

describe('activeNavTarget', () => {
  it('marks the dashboard on its own path only', () => {
    expect(activeNavTarget('/admin', TARGETS)).toBe(paths.admin);
    expect(activeNavTarget('/admin/', TARGETS)).toBe(paths.admin);
    expect(activeNavTarget('/admin/settings', TARGETS)).toBe(paths.adminSettings);
  });

  it('marks the list a screen belongs to', () => {
    expect(activeNavTarget('/admin/users', TARGETS)).toBe(paths.adminUsers);
    expect(activeNavTarget('/admin/users/u1/edit', TARGETS)).toBe(paths.adminUsers);
    expect(activeNavTarget('/admin/properties/p1', TARGETS)).toBe(paths.adminProperties);
    // Add New Agent is reached from Agents.
    expect(activeNavTarget('/admin/users/new-agent', TARGETS)).toBe(paths.adminAgents);
  });

  it('marks nothing outside the menu', () => {
    expect(activeNavTarget('/admin/usersx', TARGETS)).toBeUndefined();
    expect(activeNavTarget('/profile', TARGETS)).toBeUndefined();
  });
});
