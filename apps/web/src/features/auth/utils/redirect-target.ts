/** Where to go after signing in: the page the guard turned the visitor away from, else the dashboard. */
export function redirectTarget(state: unknown, fallback = '/dashboard'): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  // Only a path of this app: never another origin ("//host") nor the sign-in pages themselves.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\'))
    return fallback;
  if (from === '/login' || from === '/cadastro' || from === '/register') return fallback;
  return from;
}
