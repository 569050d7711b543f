import { ThemeProvider } from '@/lib/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router';
import { initTestI18n } from './i18n';

/** Renders routes at `path` with the app's providers; `session` preloads who is signed in (no fetch). */
export async function renderRoutes(
  routes: RouteObject[],
  {
    path,
    session,
    state,
  }: {
    path: string;
    session?: { user: { id: string; email: string; name: string } | null };
    /** The history entry's state, as a guard that turned the visitor away leaves it. */
    state?: unknown;
  },
) {
  await initTestI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (session) queryClient.setQueryData(['session'], session);
  const router = createMemoryRouter(routes, {
    initialEntries: [state === undefined ? path : { ...parsePath(path), state }],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export const TEST_USER = { id: '8d0f7f7e-6a59-4c43-9d6e-2f3b4b8a9c01', email: 'ana@exemplo.com.br', name: 'Ana Souza' };
