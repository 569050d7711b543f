import { APP_SCREENS } from '@alavanca/contracts/app-screens';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every path the router answers, at any depth. */
function paths(list: readonly RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

describe('the router', () => {
  it('answers every address of every screen the server paints and announces', () => {
    const routed = new Set(paths(routes));
    const missing = Object.entries(APP_SCREENS).flatMap(([name, screen]) =>
      screen.paths.filter((path) => !routed.has(path)).map((path) => `${name}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
