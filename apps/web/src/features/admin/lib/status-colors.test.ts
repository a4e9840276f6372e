import { describe, expect, it } from 'vitest';
import { contactStatusColor, isForSale, roleColor, statusLabel } from './status-colors';

describe('status colours', () => {
  it('colours roles: admin primary, agent secondary, buyer plain', () => {
    expect(roleColor('admin')).toBe('primary');
    expect(roleColor('agent')).toBe('secondary');
    expect(roleColor('buyer')).toBe('neutral');
  });

  it('colours the three contact statuses and any other value in the error colour', () => {
    expect(contactStatusColor('pending')).toBe('warning');
    expect(contactStatusColor('contacted')).toBe('info');
    expect(contactStatusColor('completed')).toBe('success');
    expect(contactStatusColor('archived')).toBe('error');
    expect(contactStatusColor('')).toBe('error');
  });

  it('labels statuses in sentence case', () => {
    expect(statusLabel('in-progress')).toBe('In progress');
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('')).toBe('Unknown');
  });

  it('tells For Sale from anything else', () => {
    expect(isForSale('For Sale')).toBe(true);
    expect(isForSale('For Rent')).toBe(false);
  });
});
