import { initTestI18n } from '@/test/i18n';
import { fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { FaqAccordion } from './components/faq-accordion';
import { LanguageMenu } from './components/language-menu';
import { SiteHeader } from './components/site-header';
import { SiteTestimonialCarousel } from './components/testimonial-carousel';

afterEach(() => {
  document.documentElement.classList.remove('dark');
  window.scrollTo(0, 0);
});

it('starts every behaviour of the public pages', async () => {
  const i18n = await initTestI18n();
  document.body.innerHTML = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/">
        <SiteHeader />
        <SiteTestimonialCarousel />
        <FaqAccordion />
        <LanguageMenu showCurrent />
      </StaticRouter>
    </I18nextProvider>,
  );
  // States the server cannot know, so that each behaviour shows it ran by correcting them.
  document.documentElement.classList.add('dark');
  window.scrollTo(0, 400);

  await import('./main');

  expect(screen.getByTestId('landing-header')).toHaveAttribute('data-scrolled', 'true');
  expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Mudar para o tema claro');
  fireEvent.click(screen.getByTestId('mobile-menu-toggle'));
  expect(screen.getByTestId('mobile-menu')).toBeVisible();
  const [headerLanguages, footerLanguages] = screen.getAllByTestId('language-switcher') as [HTMLElement, HTMLElement];
  fireEvent.click(headerLanguages);
  expect(headerLanguages).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(footerLanguages);
  expect(footerLanguages).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Preciso pagar para começar?' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: 'Pausar a troca automática de depoimentos' })).toBeVisible();
});
