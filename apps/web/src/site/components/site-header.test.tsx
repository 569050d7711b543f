import { enhanceHeaderScroll } from '@/site/enhance/header-scroll';
import { enhanceMobileMenus } from '@/site/enhance/mobile-menu';
import { initTestI18n } from '@/test/i18n';
import { HEADER_SCROLL_THRESHOLD_PX, MS } from '@alavanca/domain/constants';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header';

async function mountHeader() {
  const i18n = await initTestI18n();
  document.body.innerHTML = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/">
        <SiteHeader />
      </StaticRouter>
    </I18nextProvider>,
  );
  return screen.getByTestId('landing-header');
}

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  document.body.innerHTML = '';
});

const NAV = [
  ['Início', '/'],
  ['Funcionalidades', '/#features'],
  ['Depoimentos', '/#testimonials'],
  ['Planos', '/planos'],
] as const;

describe('SiteHeader markup', () => {
  it('links the logo home and has the four section links, Entrar and Comece grátis', async () => {
    const header = await mountHeader();
    expect(within(header).getByRole('link', { name: 'Alavanca — página inicial' })).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: 'Navegação principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(NAV);
    const menu = screen.getByTestId('mobile-menu');
    for (const [name, href] of [...NAV, ['Entrar', '/login'], ['Comece grátis', '/cadastro']]) {
      expect(
        within(header)
          .getAllByRole('link', { name, hidden: true })
          .map((link) => link.getAttribute('href')),
      ).toEqual([href, href]);
      expect(within(menu).getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
    }
    // The menu is sent closed: only the script can open it again.
    expect(menu).not.toBeVisible();
    expect(screen.getByTestId('mobile-menu-toggle')).toHaveAttribute('aria-expanded', 'false');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(within(header).getAllByTestId('theme-toggle')).toHaveLength(1);
    expect(within(header).getAllByTestId('language-switcher')).toHaveLength(1);
  });
});

describe('header scroll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.scrollTo(0, 0);
  });

  const scrollTo = (y: number) => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  };

  it('turns data-scrolled on 100 ms after the page scrolls past 10 px, and off back at the top', async () => {
    const header = await mountHeader();
    cleanups.push(enhanceHeaderScroll());
    expect(header).toHaveAttribute('data-scrolled', 'false');

    scrollTo(HEADER_SCROLL_THRESHOLD_PX);
    vi.advanceTimersByTime(MS.scrollDebounce);
    expect(header).toHaveAttribute('data-scrolled', 'false');

    scrollTo(400);
    vi.advanceTimersByTime(MS.scrollDebounce - 1);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    vi.advanceTimersByTime(1);
    expect(header).toHaveAttribute('data-scrolled', 'true');

    scrollTo(0);
    vi.advanceTimersByTime(MS.scrollDebounce);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('waits until scrolling stops: each scroll event restarts the 100 ms', async () => {
    const header = await mountHeader();
    cleanups.push(enhanceHeaderScroll());
    scrollTo(100);
    vi.advanceTimersByTime(MS.scrollDebounce - 10);
    scrollTo(200);
    vi.advanceTimersByTime(MS.scrollDebounce - 10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    vi.advanceTimersByTime(10);
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  it('reads the position at once on start, for a page reloaded half-way down', async () => {
    window.scrollTo(0, 300);
    const header = await mountHeader();
    cleanups.push(enhanceHeaderScroll());
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  it('stops listening after its cleanup', async () => {
    const header = await mountHeader();
    enhanceHeaderScroll()();
    scrollTo(400);
    vi.advanceTimersByTime(MS.scrollDebounce);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

describe('mobile menu', () => {
  async function setUp() {
    await mountHeader();
    cleanups.push(enhanceMobileMenus());
    return { toggle: screen.getByTestId('mobile-menu-toggle'), menu: screen.getByTestId('mobile-menu') };
  }

  it('opens and closes with its toggle, which says what it will do', async () => {
    const { toggle, menu } = await setUp();
    expect(toggle).toHaveAccessibleName('Abrir menu');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fechar menu');
    expect(menu).toBeVisible();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...NAV.map(([name]) => name), 'Entrar', 'Comece grátis']);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Abrir menu');
    expect(menu).not.toBeVisible();
  });

  it('closes when a link is chosen', async () => {
    const { toggle, menu } = await setUp();
    fireEvent.click(toggle);
    fireEvent.click(within(menu).getByRole('link', { name: 'Depoimentos' }));
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { toggle, menu } = await setUp();
    fireEvent.click(toggle);
    const link = within(menu).getByRole('link', { name: 'Planos' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('leaves focus alone on Escape while closed', async () => {
    const { toggle } = await setUp();
    const login = screen.getAllByRole('link', { name: 'Entrar', hidden: true })[0] as HTMLElement;
    login.focus();
    fireEvent.keyDown(login, { key: 'Escape' });
    expect(toggle).not.toHaveFocus();
  });

  it('attaches once however often it runs', async () => {
    const { toggle, menu } = await setUp();
    cleanups.push(enhanceMobileMenus(), enhanceMobileMenus(document.body));
    fireEvent.click(toggle);
    expect(menu).toBeVisible();
  });
});
