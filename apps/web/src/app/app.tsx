import { AssumedViewportWidth } from '@/hooks/use-media-query';
import { useToasterWanted } from '@/lib/notify';
import { ThemeProvider, useTheme } from '@/lib/theme';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PaintTakeover } from './paint-takeover';

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

interface AppProps {
  queryClient: QueryClient;
  i18n: I18n;
  /** The width the server painted the screen at, when it did (hooks/use-media-query.ts). */
  assumedWidth: number | null;
  /** The router: the browser's, or the server's for the address it paints. */
  children: ReactNode;
}

/**
 * Providers once, then the router. Suspense covers catalogs that are still loading. The browser
 * (main.tsx) and the server painting a screen (render-screen.tsx) draw this same tree, so the app
 * takes the server's paint over where it stands (hydration) instead of drawing it again: a tree
 * that differed on one side would give other ids to the elements and text the other did not draw.
 */
export function App({ queryClient, i18n, assumedWidth, children }: AppProps) {
  return (
    <StrictMode>
      <PaintTakeover>
        <AssumedViewportWidth value={assumedWidth}>
          <QueryClientProvider client={queryClient}>
            <I18nextProvider i18n={i18n}>
              <ThemeProvider>
                <Suspense fallback={null}>{children}</Suspense>
                <ThemedToaster />
              </ThemeProvider>
            </I18nextProvider>
          </QueryClientProvider>
        </AssumedViewportWidth>
      </PaintTakeover>
    </StrictMode>
  );
}
