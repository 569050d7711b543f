import { TESTIMONIALS } from '../apps/web/src/lib/testimonials';
import { expect, test } from './fixtures';
import { siteHeader, text } from './support/site';

// The public pages are HTML from the server; their script only adds behaviour. Without it, the
// landing page must still be whole: hero, testimonials (a scrollable list) and the FAQ answers.
test.use({ javaScriptEnabled: false });

const FAQ_IDS = ['free', 'trial', 'languages', 'data', 'cancel'] as const;

test('the landing page reads in full without JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: text('pt-BR', 'landing', 'hero.title'), exact: true }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const header = siteHeader(page);
  await expect(header.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Comece grátis', exact: true })).toBeVisible();

  // Every testimonial is there to read: none hidden, each can be scrolled to in the list.
  const carousel = page.getByTestId('testimonial-carousel');
  const slides = carousel.getByTestId('testimonial-slide');
  await expect(slides).toHaveCount(TESTIMONIALS.length);
  for (const [index, { id, author }] of TESTIMONIALS.entries()) {
    const slide = slides.nth(index);
    await expect(slide).not.toHaveAttribute('aria-hidden', 'true');
    await expect(slide).toContainText(text('pt-BR', 'auth', `panel.testimonials.items.${id}.content`));
    await expect(slide).toContainText(author);
    await slide.scrollIntoViewIfNeeded();
    await expect(slide).toBeInViewport({ ratio: 0.9 });
  }
  // The controls would do nothing without the script, so they are not shown.
  await expect(carousel.getByRole('button')).toHaveCount(0);

  // Every answer of the FAQ is open.
  for (const id of FAQ_IDS) {
    const question = page.getByRole('button', {
      name: text('pt-BR', 'landing', `faq.items.${id}.question`),
      exact: true,
    });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = page.getByRole('region', {
      name: text('pt-BR', 'landing', `faq.items.${id}.question`),
      exact: true,
    });
    await expect(answer).toBeVisible();
    await expect(answer).toHaveText(text('pt-BR', 'landing', `faq.items.${id}.answer`));
  }
});

test.describe('as sent, before any script runs', () => {
  // axe itself needs JavaScript: the page's own scripts are refused instead.
  test.use({ javaScriptEnabled: true });

  test('the landing page is accessible', async ({ page, expectNoA11yViolations }) => {
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.fallback(),
    );
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: text('pt-BR', 'landing', 'hero.title'), exact: true }),
    ).toBeVisible();
    // Nothing enhanced it: the answers are open and the carousel is still a list.
    await expect(
      page.getByRole('region', { name: text('pt-BR', 'landing', 'faq.items.free.question'), exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('testimonial-carousel').getByRole('button')).toHaveCount(0);
    await expectNoA11yViolations(page, { label: 'before its script runs' });
  });
});
