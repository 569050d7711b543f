import { describe, expect, it } from 'vitest';
import { personaAvatarSvg } from './avatar';
import { PERSONAS } from './personas';

describe('the personas’ avatars', () => {
  it('are the same SVG on every build, each in its persona’s colours, and no two alike', () => {
    const drawn = PERSONAS.map((persona) => personaAvatarSvg(persona.id));
    expect(PERSONAS.map((persona) => personaAvatarSvg(persona.id))).toEqual(drawn);
    expect(new Set(drawn).size).toBe(PERSONAS.length);
    PERSONAS.forEach((persona, index) => {
      const svg = drawn[index] ?? '';
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"[^>]*>.*<\/svg>$/);
      expect(svg).toContain(persona.style.primaryColor);
      expect(svg).toContain(persona.style.secondaryColor);
      // Nothing the browser would fetch: no external reference of any kind.
      expect(svg).not.toMatch(/href|url\(|<image|<script/);
    });
  });
});
