// First: configures zod before any schema in the app is built.
import './lib/zod-config';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadDashboard } from './app/router';
import { FatalErrorScreen } from './app/fatal-error';
import { earlyLanguage } from './lib/early-answers';
import { initI18n } from './lib/i18n';
import { readStoredLanguage } from './lib/language-storage';
import { resolveLanguage } from '@alavanca/domain/locale/languages';
import { APP_SCREENS, matchScreen } from '@alavanca/contracts/app-screens';

const root = createRoot(document.getElementById('root') as HTMLElement, {
  // Errors outside the router (providers, i18n) still end on the fatal screen, not a blank page.
  onUncaughtError: (error) => {
    console.error('Unexpected application error', error);
    root.render(<FatalErrorScreen />);
  },
});

// A signed-in page starts in the account's language, whatever this browser stored last.
await initI18n(resolveLanguage(earlyLanguage()) ?? readStoredLanguage());
root.render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// From the sign-in pages most visits go on to the dashboard: its chunk is fetched once the app is
// idle. A signed-in screen leaves a phone's network to itself (the server announced what it needs).
const shown = matchScreen(location.pathname);
if (shown && APP_SCREENS[shown.name].layout === 'auth') {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  whenIdle(preloadDashboard);
}
