// The specification's public routes for the "session ended" notice (seed-spec §4 Auth).
const PUBLIC_PATHS: ReadonlySet<string> = new Set(['/', '/login', '/cadastro', '/recuperar-senha', '/register']);
const PUBLIC_PREFIX = '/demonstracao';

/** Whether a visitor may be on this path: there a lost session needs no notice. */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.has(path) || path === PUBLIC_PREFIX || path.startsWith(`${PUBLIC_PREFIX}/`);
}
