// The only script of the pre-rendered public pages: no React in the browser, just the behaviours
// that the server-rendered widgets need. It is a module script, so the document is parsed when it
// runs. Kept free of React, i18next and the UI kit (ESLint enforces it) to stay a few kilobytes.
import '../index.css';
import { enhanceAccordions } from './enhance/accordion';
import { enhanceCarousels } from './enhance/carousel';
import { enhanceHeaderScroll } from './enhance/header-scroll';
import { enhanceLanguageMenus } from './enhance/language-menu';
import { enhanceMobileMenus } from './enhance/mobile-menu';
import { rememberPageLanguage } from './enhance/page-language';
import { enhanceThemeButtons } from './enhance/theme-button';
import { HOOK, selector } from './enhance/hooks';

rememberPageLanguage();
enhanceHeaderScroll();
enhanceMobileMenus();
enhanceThemeButtons();
enhanceLanguageMenus();
enhanceAccordions();
enhanceCarousels();

// The demo carries the simulation engine: only its page loads it.
if (document.querySelector(selector(HOOK.demo))) {
  void import('./enhance/demo').then(({ enhanceDemo }) => enhanceDemo());
}
