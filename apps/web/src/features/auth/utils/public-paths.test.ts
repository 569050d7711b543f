import { describe, expect, it } from 'vitest';
import { isPublicPath } from './public-paths';

describe('isPublicPath', () => {
  it.each([
    '/',
    '/login',
    '/cadastro',
    '/register',
    '/recuperar-senha',
    '/login/',
    '/demonstracao',
    '/demonstracao/a/b',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));

  it.each(['/dashboard', '/relatorios', '/demonstracao-falsa', '/perfil', '/loginx'])('%s is not', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});
