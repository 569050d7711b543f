import { describe, expect, it } from 'vitest';
import { widthMatches } from './use-media-query';

describe('the queries the server answers for the width it assumes', () => {
  it('holds min- and max-width at their bounds, and nothing else', () => {
    expect(widthMatches('(max-width: 767px)', 412)).toBe(true);
    expect(widthMatches('(max-width: 767px)', 767)).toBe(true);
    expect(widthMatches('(max-width: 767px)', 1280)).toBe(false);
    expect(widthMatches('(min-width: 1024px)', 1024)).toBe(true);
    expect(widthMatches('(min-width: 1024px)', 412)).toBe(false);
    expect(widthMatches('(prefers-color-scheme: dark)', 412)).toBe(false);
  });
});
