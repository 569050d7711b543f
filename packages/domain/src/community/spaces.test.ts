import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { PUBLIC_SPACE_KINDS, readSpaceKey, spacesFor } from './spaces';

describe('the community’s spaces', () => {
  it('gives every language the same public spaces, the founder’s own language first', () => {
    const listed = spacesFor('es-ES');
    expect(listed).toHaveLength(LANGUAGES.length * PUBLIC_SPACE_KINDS.length);
    expect(listed.slice(0, PUBLIC_SPACE_KINDS.length).map((space) => space.key)).toEqual(
      PUBLIC_SPACE_KINDS.map((kind) => `es-ES/${kind}`),
    );
  });

  it('reads a public space’s key and a class’s, and nothing else', () => {
    expect(readSpaceKey('pt-BR/introductions')).toEqual({ kind: 'public', language: 'pt-BR', space: 'introductions' });
    expect(readSpaceKey('class/3f6c2a1e-8b4d-4c7e-9a10-5d2e8f7b6c01')).toEqual({
      kind: 'class',
      classId: '3f6c2a1e-8b4d-4c7e-9a10-5d2e8f7b6c01',
    });
    for (const wrong of ['pt-BR/nowhere', 'xx-XX/introductions', 'class/not-an-id', 'class/', '', 'pt-BR'])
      expect(readSpaceKey(wrong), wrong).toBeNull();
  });
});
