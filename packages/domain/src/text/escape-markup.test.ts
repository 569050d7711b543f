import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it('escapes the five characters that end text or an attribute', () => {
    expect(escapeMarkup(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, and leaves other text alone', () => {
    expect(escapeMarkup('R$ 1.000 &amp; ação')).toBe('R$ 1.000 &amp;amp; ação');
  });
});
