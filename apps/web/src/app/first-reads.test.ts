import {
  APP_SCREENS,
  EARLY_ANSWERS_ELEMENT,
  SHELL_READS,
  type AppScreen,
  type ScreenName,
} from '@alavanca/contracts/app-screens';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { prefetchFirstReads, type RouteModule } from './first-reads';
import { loadProtectedLayout, SCREEN_MODULES } from './router';

const PARAMS = { id: '5e6cda52-de25-4787-927d-76b7729c6a11', code: 'ABC123', slug: 'primeiros-passos' };

/** The API paths the modules' first reads ask the network for (every answer a 404: no cache filled). */
async function pathsRead(modules: Promise<RouteModule>[], params: Record<string, string>): Promise<string[]> {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      paths.push(`${url.pathname.replace(/^\/api/, '')}${url.search}`);
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
  await prefetchFirstReads(new QueryClient(), modules, params);
  return paths.sort();
}

describe('the reads a screen puts in the cache before it first draws', () => {
  // A page's clock starts when it loads; the test worker's has run for a while.
  beforeEach(() => {
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    // The notifications read logs its failures; here every read fails on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.getElementById(EARLY_ANSWERS_ELEMENT)?.remove();
  });

  // The server answers in the page exactly what the screen reads first: a read it misses goes to the
  // network before the screen draws, and one the screen no longer sends is work for nothing.
  it.each(Object.keys(APP_SCREENS) as ScreenName[])('%s: the reads the server answers in the page', async (name) => {
    const screen: AppScreen = APP_SCREENS[name];
    const expected = [...(screen.reads?.(PARAMS) ?? [])].sort();
    expect(await pathsRead([SCREEN_MODULES[name]()], PARAMS)).toEqual(expected);
  });

  it("the signed-in shell's reads", async () => {
    expect(await pathsRead([loadProtectedLayout()], {})).toEqual([...SHELL_READS].sort());
  });

  it("fills the cache from the page's answers without the network", async () => {
    const session = { user: { id: PARAMS.id, email: 'ana@example.test', name: 'Ana' } };
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = EARLY_ANSWERS_ELEMENT;
    element.textContent = JSON.stringify({ '/session': session });
    document.head.append(element);
    const fetchSpy = vi.fn(async () => Response.json({}, { status: 404 }));
    vi.stubGlobal('fetch', fetchSpy);

    const client = new QueryClient();
    await prefetchFirstReads(client, [loadProtectedLayout()], {});

    expect(client.getQueryData(sessionQueryOptions.queryKey)).toEqual(session);
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/session', expect.anything());
    // The other shell reads had no answer in the page and went to the network once each, not retried.
    expect(fetchSpy).toHaveBeenCalledTimes(SHELL_READS.length - 1);
  });

  // In the browser each read is sent in a task of its own, so the answers are not all checked in one
  // long task: `between` runs before every read, and the reads still all end in the cache.
  it('hands the main thread back before each read when asked to', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        sent.push(`read ${new URL(String(input), 'http://localhost').pathname}`);
        return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
      }),
    );
    const between = vi.fn(async () => {
      sent.push('between');
    });

    await prefetchFirstReads(new QueryClient(), [loadProtectedLayout()], {}, between);

    expect(between).toHaveBeenCalledTimes(SHELL_READS.length);
    expect(sent).toEqual(SHELL_READS.flatMap(() => ['between', expect.stringMatching(/^read \/api\//)]));
  });
});
