import { useToasterWanted } from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider, useTheme } from '@/lib/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createRouter } from './router';

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

/** Providers once, then the router. Suspense covers catalogs that are still loading. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
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
