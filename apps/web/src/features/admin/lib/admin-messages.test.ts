import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http-client';
import { failureNotice, serverMessageOr } from './admin-messages';

const failure = (status: number, message: string) =>
  new HttpError(message, status, { success: false, message, error: message });

describe('failure texts', () => {
  it("adds the server's reason to the spec's text when a rule stopped the action", () => {
    expect(failureNotice(failure(403, 'You cannot delete your own account'), 'Failed to delete user')).toBe(
      'Failed to delete user. You cannot delete your own account',
    );
  });

  it("keeps the spec's text alone for faults and network errors", () => {
    expect(
      failureNotice(failure(500, 'Server error occurred. Please try again later.'), 'Failed to delete user'),
    ).toBe('Failed to delete user');
    expect(failureNotice(new HttpError('Network Error', 0, null, true), 'Failed to verify agent')).toBe(
      'Failed to verify agent',
    );
    expect(failureNotice(new Error('boom'), 'Failed to delete agent')).toBe('Failed to delete agent');
  });

  it("prefers the server's message where the spec says so", () => {
    expect(
      serverMessageOr(failure(409, 'An account with this email already exists'), 'Failed to update user'),
    ).toBe('An account with this email already exists');
    expect(serverMessageOr(failure(422, 'Validation failed'), 'Failed to update user')).toBe(
      'Failed to update user',
    );
    expect(serverMessageOr(new Error('x'), 'Failed to load agents')).toBe('Failed to load agents');
  });
});
