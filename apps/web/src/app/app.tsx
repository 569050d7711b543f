import { useToasterWanted } from '@/lib/notify';
import { ThemeProvider, useTheme } from '@/lib/theme';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import type { createRouter } from './router';

// Fetched with the first toast (lib/notify.ts): most visits show none.
const Toaster = lazy(() => import('@/components/ui/sonner').then(({ Toaster }) => ({ default: Toaster })));

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={resolvedTheme} />
    </Suspense>
  );
}

/**
 * Providers once, then the router. Suspense covers catalogs that are still loading. The cache and
 * the router are made before the first draw (main.tsx), which fills the one and waits for the other.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
