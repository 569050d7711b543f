import { describe, expect, it } from 'vitest';
import { SignUpRequest } from './auth';
import { IdParams, isStorableText, text } from './text';
import { V } from './validation-messages';

const NUL = '\u0000';
const HIGH = '\ud800';
const LOW = '\udc00';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Ana Souza'],
    ['an empty string', ''],
    ['accents and other scripts', 'Ação, 東京, Ärger'],
    ['a surrogate pair (an emoji)', 'café ☕ 🚀'],
    ['control characters other than NUL', 'line\nbreak\ttab\u0001'],
  ])('accepts %s', (_label, value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each([
    ['a NUL alone', NUL],
    ['a NUL inside text', `Ana${NUL}Souza`],
    ['a high surrogate at the end', `Ana${HIGH}`],
    ['a high surrogate followed by a letter', `${HIGH}a`],
    ['a low surrogate at the start', `${LOW}Ana`],
    ['a low surrogate after a complete pair', `🚀${LOW}`],
    ['two high surrogates', `${HIGH}${HIGH}${LOW}`],
    ['a lone surrogate parsed from JSON', JSON.parse('"\\ud800"') as string],
    ['a NUL parsed from JSON', JSON.parse('"\\u0000"') as string],
  ])('refuses %s', (_label, value) => {
    expect(isStorableText(value)).toBe(false);
  });
});

describe('text', () => {
  it('gives hostile text one issue, the invalid-text message, before the field’s other checks', () => {
    const schema = text().trim().min(5, V.required).max(3, V.tooLong);
    const result = schema.safeParse(`a${NUL}`);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([V.invalidText]);
  });

  it('keeps the field’s own checks and transforms for well-formed text', () => {
    const schema = text().trim().max(3, V.tooLong);
    expect(schema.parse('  abc  ')).toBe('abc');
    expect(schema.safeParse('abcd').error?.issues.map((issue) => issue.message)).toEqual([V.tooLong]);
  });

  it('answers a value that is not a string with the given message', () => {
    expect(text(V.required).safeParse(undefined).error?.issues[0]?.message).toBe(V.required);
  });

  it('is what request schemas build their text fields on', () => {
    const result = SignUpRequest.safeParse({
      name: `Ana${HIGH}`,
      email: `ana${NUL}@example.com`,
      password: 'long enough',
    });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['name'], message: V.invalidText },
      { path: ['email'], message: V.invalidText },
    ]);
  });

  it('checks ids as text before their format', () => {
    expect(IdParams.safeParse({ id: `${LOW}` }).error?.issues[0]?.message).toBe(V.invalidText);
    expect(IdParams.safeParse({ id: 'not-a-uuid' }).error?.issues[0]?.message).toBe(V.invalidOption);
  });
});
