import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http-client';
import { serverFieldErrors, submitErrorMessage } from './submit-error';
import { validValues } from './test-fixtures';

const failure = (status: number, body: Record<string, unknown> | null, message = 'x') =>
  new HttpError(message, status, body as never);

describe('submitErrorMessage', () => {
  it('create: error field, then message, then the errors joined, else the default', () => {
    expect(submitErrorMessage(failure(400, { error: 'Bad multipart', message: 'Other' }), 'create')).toBe(
      'Bad multipart',
    );
    expect(submitErrorMessage(failure(400, { message: 'Only message' }), 'create')).toBe('Only message');
    expect(
      submitErrorMessage(
        failure(422, { errors: { title: 'Title is required', city: 'City is required' } }),
        'create',
      ),
    ).toBe('Title is required, City is required');
    expect(submitErrorMessage(failure(500, null), 'create')).toBe('Failed to create property');
    expect(submitErrorMessage(new Error('boom'), 'create')).toBe('Failed to create property');
  });

  it('edit: error field, else the error message, else the default', () => {
    expect(
      submitErrorMessage(failure(403, { error: 'You are not authorized to perform this action' }), 'edit'),
    ).toBe('You are not authorized to perform this action');
    expect(
      submitErrorMessage(failure(500, null, 'Server error occurred. Please try again later.'), 'edit'),
    ).toBe('Server error occurred. Please try again later.');
    expect(submitErrorMessage(failure(500, null, ''), 'edit')).toBe('Failed to update property');
    expect(submitErrorMessage(new Error('Update failed'), 'edit')).toBe('Update failed');
  });

  it('says when the request never reached the server', () => {
    const offline = new HttpError('Network Error: Please check your internet connection', 0, null, true);
    expect(submitErrorMessage(offline, 'create')).toBe(
      'Network Error: Please check your internet connection',
    );
  });
});

describe('serverFieldErrors', () => {
  it('maps 422 keys to form fields, rows to the rows they were sent from', () => {
    const values = validValues({
      highlights: [{ value: '' }, { value: 'x'.repeat(300) }],
      approvals: [
        { name: '', number: '', date: '' },
        { name: 'RERA', number: '', date: 'bad' },
      ],
    });
    const err = failure(422, {
      errors: {
        'address.city': 'City is required',
        'highlights.0': 'Too long',
        'approvals.0.date': 'Bad date',
        images: 'x',
      },
    });
    expect(serverFieldErrors(err, values)).toEqual({
      city: 'City is required',
      'highlights.1.value': 'Too long',
      'approvals.1.date': 'Bad date',
      images: 'x',
    });
  });

  it('is empty for other failures', () => {
    expect(serverFieldErrors(failure(500, { errors: { title: 'x' } }), validValues())).toEqual({});
  });
});
