import { renderRoutes } from '@/test/render';
import { LANGUAGES } from '@alavanca/domain/constants';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTE_PATTERNS } from '../site/public-paths';
import enCommon from '../locales/en-US/common.json';
import { DocumentTitle, routeTitleKey } from './document-title';
import { routes } from './router';

const COMMON = import.meta.glob<Record<string, unknown>>('../locales/*/common.json', {
  eager: true,
  import: 'default',
});
const titlesOf = (language: string) =>
  (COMMON[`../locales/${language}/common.json`]?.titles ?? {}) as Record<string, string | undefined>;

/** Every screen's path (an address that reaches it) with the handles of the routes above it. */
function screens(list: RouteObject[], parent = '', handles: unknown[] = []): { path: string; handles: unknown[] }[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const chain = [...handles, route.handle];
    if (route.children) return screens(route.children, path, chain);
    return [{ path, handles: chain }];
  });
}

const PUBLIC = new Set<string>(PUBLIC_ROUTE_PATTERNS);
const appScreens = screens(routes).filter(({ path }) => !PUBLIC.has(path));

describe('route titles', () => {
  it('cover the screens outside the shell and the shell itself', () => {
    expect(appScreens.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/login', '/cadastro', '/register', '/recuperar-senha', '/dashboard', '/*']),
    );
  });

  it.each(appScreens)('$path has a title in all five catalogs', ({ path, handles }) => {
    const key = routeTitleKey(handles, path.replace(/:\w+/g, '1').replace('*', 'nada-aqui'));
    expect(key, path).toMatch(/^titles\./);
    const name = (key ?? '').replace(/^titles\./, '');
    for (const language of LANGUAGES) expect(titlesOf(language)[name], `${language}: ${key}`).toBeTruthy();
  });

  it('follows the specification for the shell screens and names the others', () => {
    const keyAt = (path: string) => {
      const found = appScreens.find((screen) => screen.path === path);
      return found && routeTitleKey(found.handles, path);
    };
    expect(keyAt('/dashboard')).toBe('titles.dashboard');
    expect(keyAt('/simulacao')).toBe('titles.simulation');
    expect(keyAt('/configuracoes')).toBe('titles.settings');
    expect(keyAt('/login')).toBe('titles.login');
    expect(keyAt('/register')).toBe('titles.signUp');
    expect(keyAt('/*')).toBe('titles.notFound');
  });
});

describe('DocumentTitle', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('pt-BR'));
  });

  it('titles the tab after the screen, and again when the language changes', async () => {
    const tree: RouteObject[] = [
      {
        Component: () => (
          <>
            <DocumentTitle />
            <Outlet />
          </>
        ),
        children: [{ path: 'login', handle: { title: 'titles.login' }, Component: () => <p>login</p> }],
      },
    ];
    await renderRoutes(tree, { path: '/login' });
    await screen.findByText('login');
    expect(document.title).toBe('Entrar · Alavanca');

    i18next.addResourceBundle('en-US', 'common', enCommon);
    await act(() => i18next.changeLanguage('en-US'));
    expect(document.title).toBe('Log in · Alavanca');
  });
});
