import { DEVELOPER_MSG } from '@nivaas/shared/developer';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http-client';
import {
  failureReason,
  isFormField,
  logoFailureMessage,
  serverFieldErrors,
  validateDeveloperForm,
} from './form-errors';
import { filledForm } from './form-test-fixtures';
import { emptyDeveloperForm } from './form-values';

const unprocessable = (errors: Record<string, string>) =>
  new HttpError('Validation failed', 422, { success: false, message: 'Validation failed', errors });

describe('validateDeveloperForm', () => {
  it('gives the spec messages of an empty form on its fields', () => {
    expect(validateDeveloperForm(emptyDeveloperForm()).errors).toEqual({
      name: 'Developer name is required',
      description: 'Description is required',
      'headquarters.city': 'City is required',
      'headquarters.state': 'State is required',
    });
  });

  it('checks email, URLs and years, naming each field by its place in the form', () => {
    const form = filledForm({
      website: 'koltepatil.example',
      foundedYear: '1799',
      contact: { email: 'sales@', phone: '' },
      socialMedia: { facebook: 'javascript:alert(1)', twitter: '', linkedin: '', instagram: '' },
      awards: [
        { name: '', year: '', category: '' },
        { name: 'Best Township', year: String(new Date().getFullYear() + 1), category: '' },
      ],
    });
    expect(validateDeveloperForm(form).errors).toEqual({
      website: DEVELOPER_MSG.invalidUrl,
      foundedYear: DEVELOPER_MSG.invalidYear,
      'contact.email': DEVELOPER_MSG.invalidEmail,
      'socialMedia.facebook': DEVELOPER_MSG.invalidUrl,
      'awards.1.year': DEVELOPER_MSG.invalidYear,
    });
  });

  it('passes a filled form', () => {
    expect(validateDeveloperForm(filledForm()).errors).toBeUndefined();
  });
});

describe('serverFieldErrors', () => {
  it('maps a 422 row message from the sent rows back to the form row', () => {
    // Award row 0 of the form is empty, so the server's awards.0 is the form's row 1.
    const form = filledForm({
      awards: [
        { name: '', year: '', category: '' },
        { name: 'Best Township', year: '2019', category: '' },
      ],
    });
    const err = unprocessable({ 'awards.0.year': 'Please enter a valid year', 'contact.email': 'x' });
    expect(serverFieldErrors(err, form)).toEqual({
      'awards.1.year': 'Please enter a valid year',
      'contact.email': 'x',
    });
  });

  it('ignores anything but a 422', () => {
    expect(serverFieldErrors(new HttpError('Server error', 500, null), filledForm())).toEqual({});
  });
});

describe('isFormField', () => {
  it('knows the inputs and file pickers of the form', () => {
    const form = filledForm();
    expect(isFormField('headquarters.city', form)).toBe(true);
    expect(isFormField('team.2.designation', form)).toBe(true);
    expect(isFormField('teamPhotos', form)).toBe(true);
    expect(isFormField('logo', form)).toBe(true);
    expect(isFormField('team', form)).toBe(false);
    expect(isFormField('team.9.name', form)).toBe(false);
  });
});

describe('failure messages', () => {
  it('prefers the server’s logo message, then its error field, then the spec text', () => {
    expect(logoFailureMessage(unprocessable({ logo: 'Please choose a logo image' }))).toBe(
      'Please choose a logo image',
    );
    const badType = new HttpError('Logo must be a JPEG image', 415, {
      success: false,
      message: 'Logo must be a JPEG image',
      error: 'Logo must be a JPEG image',
    });
    expect(logoFailureMessage(badType)).toBe('Logo must be a JPEG image');
    expect(logoFailureMessage(new Error('boom'))).toBe('Failed to upload logo');
  });

  it('explains a failed save unless its messages sit under the fields', () => {
    expect(failureReason(new HttpError('Logo must be at most 5 MB', 413, null))).toBe(
      'Logo must be at most 5 MB',
    );
    expect(failureReason(unprocessable({ name: 'Developer name is required' }))).toBeUndefined();
  });
});
