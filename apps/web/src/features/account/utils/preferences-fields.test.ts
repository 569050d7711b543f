import { describe, expect, it } from 'vitest';
import { changedFields, listTimeZones } from './preferences-fields';

describe('preferences helpers', () => {
  it('keeps only the fields marked as changed', () => {
    const values = { country: 'US', currency: 'USD', region: 'Brasil' };
    expect(changedFields(values, { country: true, currency: true })).toEqual({ country: 'US', currency: 'USD' });
    expect(changedFields(values, { region: false })).toEqual({});
  });

  it('lists the time zones the runtime knows', () => {
    expect(listTimeZones()).toEqual(expect.arrayContaining(['America/Sao_Paulo', 'Europe/Berlin']));
  });
});
