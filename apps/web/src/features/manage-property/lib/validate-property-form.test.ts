import { describe, expect, it } from 'vitest';
import { emptyFormValues } from './form-values';
import { keptImage, validValues } from './test-fixtures';
import { AGENT_REQUIRED, firstInvalidField, validatePropertyForm } from './validate-property-form';

const create = { mode: 'create', mustChooseAgent: false } as const;

describe('validatePropertyForm', () => {
  it('passes a complete form', () => {
    expect(validatePropertyForm(validValues(), create)).toEqual({});
  });

  it('gives the spec messages for an empty Add Property form', () => {
    const errors = validatePropertyForm(emptyFormValues(), create);
    expect(errors).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      price: 'Price is required',
      bedrooms: 'Bedrooms count is required',
      bathrooms: 'Bathrooms count is required',
      area: 'Area is required',
      street: 'Street address is required',
      city: 'City is required',
      locality: 'Locality is required',
      state: 'State is required',
      zipCode: 'Zip code is required',
      images: 'At least one image is required',
    });
    expect(errors.country).toBeUndefined();
  });

  it('requires the country and numbers of 0 or more', () => {
    const errors = validatePropertyForm(validValues({ country: ' ', price: '-1', area: 'big' }), create);
    expect(errors.country).toBe('Country is required');
    expect(errors.price).toBe('Price must be 0 or more');
    expect(errors.area).toBe('Area must be a number');
  });

  it('reads grouped numbers', () => {
    expect(validatePropertyForm(validValues({ price: '45,00,000' }), create)).toEqual({});
  });

  it('requires the agent for admins', () => {
    expect(validatePropertyForm(validValues(), { mode: 'create', mustChooseAgent: true })).toEqual({
      agent: AGENT_REQUIRED,
    });
  });

  it('does not require the locality on edit, and allows Sold', () => {
    const values = validValues({ locality: '', status: 'Sold', images: [keptImage('a')] });
    expect(validatePropertyForm(values, { mode: 'edit', mustChooseAgent: false })).toEqual({});
    expect(validatePropertyForm(values, create).status).toContain('Status must be one of');
  });

  it('puts a row message under the row it came from, skipping blank rows', () => {
    const values = validValues({
      approvals: [
        { name: '', number: '', date: '' },
        { name: '', number: 'P517', date: '' },
      ],
    });
    expect(validatePropertyForm(values, create)).toEqual({ 'approvals.1.name': 'Approval name is required' });
  });

  it('names an invalid date under its field', () => {
    const values = validValues();
    values.projectDetails = { ...values.projectDetails, launchDate: '2024-13-45' };
    expect(validatePropertyForm(values, create)).toEqual({
      'projectDetails.launchDate': 'Please enter a valid date',
    });
  });
});

describe('firstInvalidField', () => {
  it('picks the field that comes first on the page', () => {
    expect(firstInvalidField({ images: 'x', city: 'x', price: 'x' })).toBe('price');
    expect(firstInvalidField({ 'approvals.1.name': 'x', 'approvals.0.name': 'x', developer: 'x' })).toBe(
      'developer',
    );
    expect(firstInvalidField({ 'approvals.10.name': 'x', 'approvals.2.name': 'x' })).toBe('approvals.2.name');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
