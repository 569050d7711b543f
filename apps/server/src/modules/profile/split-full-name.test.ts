import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { describe, expect, it } from 'vitest';
import { joinFullName, splitFullName } from './split-full-name';

describe('splitFullName', () => {
  it.each([
    ['Ana', { firstName: 'Ana', lastName: '' }],
    ['Ana Souza', { firstName: 'Ana', lastName: 'Souza' }],
    ['  Ana   Maria  de Souza ', { firstName: 'Ana', lastName: 'Maria de Souza' }],
    ['', { firstName: '', lastName: '' }],
    ['   ', { firstName: '', lastName: '' }],
  ])('splits %j', (name, expected) => {
    expect(splitFullName(name)).toEqual(expected);
  });

  it('keeps each part within the profile name limit', () => {
    const long = 'a'.repeat(TEXT_LIMITS.name + 10);
    const { firstName, lastName } = splitFullName(`${long} ${long}`);
    expect(firstName).toHaveLength(TEXT_LIMITS.name);
    expect(lastName).toHaveLength(TEXT_LIMITS.name);
  });
});

describe('joinFullName', () => {
  it.each([
    [{ firstName: 'Ana', lastName: 'Souza' }, 'Ana Souza'],
    [{ firstName: 'Ana', lastName: '' }, 'Ana'],
    [{ firstName: '', lastName: 'Souza' }, 'Souza'],
    [{ firstName: '', lastName: '' }, ''],
  ])('joins %j', (names, expected) => {
    expect(joinFullName(names)).toBe(expected);
  });
});
