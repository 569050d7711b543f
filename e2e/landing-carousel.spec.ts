import type { Locator, Page } from '@playwright/test';
import { TESTIMONIALS } from '../apps/web/src/lib/testimonials';
import { expect, test } from './fixtures';
import { tabTo } from './support/site';

// The landing page's testimonial carousel (WAI-ARIA carousel pattern). Copy from the pt-BR auth
// catalog (panel.testimonials): the same five people as beside the sign-in forms.
const LABELS = {
  carousel: 'Depoimentos de empreendedores',
  previous: 'Depoimento anterior',
  next: 'Próximo depoimento',
  pause: 'Pausar a troca automática de depoimentos',
  play: 'Retomar a troca automática de depoimentos',
} as const;
const TOTAL = TESTIMONIALS.length;
/** MS.carouselInterval in the domain package's constants. */
const INTERVAL_MS = 5_000;

function carouselOf(page: Page): Locator {
  return page.getByTestId('testimonial-carousel');
}

function dot(carousel: Locator, index: number): Locator {
  const author = TESTIMONIALS[index]?.author ?? '';
  return carousel.getByRole('button', { name: `Depoimento ${index + 1} de ${TOTAL}: ${author}`, exact: true });
}

/** Slide `index` (zero-based) is the one shown: the others are hidden from assistive technology, its dot is current. */
async function expectShown(carousel: Locator, index: number): Promise<void> {
  const slides = carousel.getByTestId('testimonial-slide');
  for (let position = 0; position < TOTAL; position += 1) {
    const slide = slides.nth(position);
    if (position === index) {
      await expect(slide).not.toHaveAttribute('aria-hidden', 'true');
      await expect(dot(carousel, position)).toHaveAttribute('aria-current', 'true');
    } else {
      await expect(slide).toHaveAttribute('aria-hidden', 'true');
      await expect(dot(carousel, position)).not.toHaveAttribute('aria-current');
    }
  }
}

/** Also on screen: the shown slide fills the carousel, the others are clipped away. */
async function expectOnScreen(carousel: Locator, index: number): Promise<void> {
  const slides = carousel.getByTestId('testimonial-slide');
  await expect(slides.nth(index)).toBeInViewport({ ratio: 0.9 });
  await expect(slides.nth(index)).toContainText(TESTIMONIALS[index]?.author ?? '');
  await expect(slides.nth((index + 1) % TOTAL)).not.toBeInViewport();
}

test.describe('testimonial carousel', () => {
  test('shows the same five people as the sign-in page, one at a time', async ({ page }) => {
    await page.goto('/');
    const carousel = carouselOf(page);
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel).toHaveAccessibleName(LABELS.carousel);
    const slides = carousel.getByTestId('testimonial-slide');
    await expect(slides).toHaveCount(TOTAL);
    for (const [index, { author, company }] of TESTIMONIALS.entries()) {
      await expect(slides.nth(index)).toContainText(author);
      await expect(slides.nth(index)).toContainText(company);
      await expect(slides.nth(index)).toHaveAttribute('aria-roledescription', 'slide');
      // Its name, "2 de 5", is read out with the slide (hidden slides have none to compute).
      await expect(slides.nth(index)).toHaveAttribute('aria-label', `${index + 1} de ${TOTAL}`);
    }
    await carousel.scrollIntoViewIfNeeded();
    await expectShown(carousel, 0);
    await expectOnScreen(carousel, 0);

    // The panel beside the sign-in form quotes the same people, in the same order.
    await page.goto('/login');
    const loginSlides = carouselOf(page).getByTestId('testimonial-slide');
    await expect(loginSlides).toHaveCount(TOTAL);
    for (const [index, { author }] of TESTIMONIALS.entries()) {
      await expect(loginSlides.nth(index)).toContainText(author);
    }
  });

  test('is driven from the keyboard: previous, next and dots change the slide, looping at both ends', async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.goto('/');
    const carousel = carouselOf(page);
    // The tests prefer reduced motion (playwright.config.ts): the carousel starts stopped.
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    const rotation = carousel.getByRole('button', { name: LABELS.play, exact: true });
    const previous = carousel.getByRole('button', { name: LABELS.previous, exact: true });
    const next = carousel.getByRole('button', { name: LABELS.next, exact: true });

    await tabTo(page, rotation);
    await page.keyboard.press('Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();

    await page.keyboard.press('Enter');
    await expectShown(carousel, 1);
    await expectOnScreen(carousel, 1);
    await page.keyboard.press('Space');
    await expectShown(carousel, 2);
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expectShown(carousel, 1);

    // The dots come after the arrows, in order.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dot(carousel, 0)).toBeFocused();
    for (let index = 1; index < TOTAL; index += 1) {
      await page.keyboard.press('Tab');
      await expect(dot(carousel, index)).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expectShown(carousel, TOTAL - 1);
    await expectOnScreen(carousel, TOTAL - 1);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(dot(carousel, TOTAL - 3)).toBeFocused();
    await page.keyboard.press('Space');
    await expectShown(carousel, TOTAL - 3);

    // Next from the last slide loops to the first; previous from the first to the last.
    await dot(carousel, TOTAL - 1).focus();
    await page.keyboard.press('Enter');
    await expectShown(carousel, TOTAL - 1);
    await next.focus();
    await page.keyboard.press('Enter');
    await expectShown(carousel, 0);
    await expectOnScreen(carousel, 0);
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expectShown(carousel, TOTAL - 1);
    await expectNoA11yViolations(page, { label: 'carousel on its last slide' });
  });

  test('its pause button starts and stops the rotation, which waits while focus is inside', async ({ page }) => {
    await page.goto('/');
    const carousel = carouselOf(page);
    // One button whose name says what a press does: resume, or pause.
    const rotation = carousel.locator('[data-carousel-rotation]');
    await expect(rotation).toHaveAccessibleName(LABELS.play);
    await tabTo(page, rotation);
    await expect(carousel).toHaveAttribute('data-rotating', 'false');

    await page.keyboard.press('Enter');
    await expect(rotation).toHaveAccessibleName(LABELS.pause);
    // Still waiting: the visitor's focus is on the carousel.
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.keyboard.press('Shift+Tab');
    await expect(carousel).toHaveAttribute('data-rotating', 'true');

    await page.keyboard.press('Tab');
    await expect(rotation).toBeFocused();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.keyboard.press('Space');
    await expect(rotation).toHaveAccessibleName(LABELS.play);
    await page.keyboard.press('Shift+Tab');
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
  });

  test.describe('for visitors who do not ask for reduced motion', () => {
    test.use({ contextOptions: { reducedMotion: 'no-preference' } });

    test('advances every 5 s, waiting while hovered or focused, and stops with its pause button', async ({
      page,
      expectNoA11yViolations,
    }) => {
      // The page's clock stands still (no timer fires by itself) and moves only when told to.
      const start = new Date('2026-03-02T12:00:00Z');
      await page.clock.install({ time: start });
      await page.clock.pauseAt(new Date(start.getTime() + 1_000));
      await page.goto('/');
      const carousel = carouselOf(page);
      const rotation = carousel.getByRole('button', { name: LABELS.pause, exact: true });
      await expect(rotation).toBeVisible();
      await expect(carousel).toHaveAttribute('data-rotating', 'true');
      await expectShown(carousel, 0);

      await page.clock.runFor(INTERVAL_MS);
      await expectShown(carousel, 1);
      // Each slide gets its full time.
      await page.clock.runFor(INTERVAL_MS - 500);
      await expectShown(carousel, 1);
      await page.clock.runFor(500);
      await expectShown(carousel, 2);

      // A mouse resting on it holds the slide.
      await carousel.hover();
      await expect(carousel).toHaveAttribute('data-rotating', 'false');
      await page.clock.runFor(3 * INTERVAL_MS);
      await expectShown(carousel, 2);
      await page.mouse.move(0, 0);
      await expect(carousel).toHaveAttribute('data-rotating', 'true');
      await page.clock.runFor(INTERVAL_MS);
      await expectShown(carousel, 3);

      // So does keyboard focus.
      await dot(carousel, 0).focus();
      await expect(carousel).toHaveAttribute('data-rotating', 'false');
      await page.clock.runFor(3 * INTERVAL_MS);
      await expectShown(carousel, 3);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(carousel).toHaveAttribute('data-rotating', 'true');
      await page.clock.runFor(INTERVAL_MS);
      // It loops: 4 is the last slide, then the first again.
      await expectShown(carousel, 4);
      await page.clock.runFor(INTERVAL_MS);
      await expectShown(carousel, 0);

      // Paused, it stays put once focus has left.
      await rotation.focus();
      await page.keyboard.press('Enter');
      await expect(carousel.getByRole('button', { name: LABELS.play, exact: true })).toBeFocused();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(carousel).toHaveAttribute('data-rotating', 'false');
      await page.clock.runFor(3 * INTERVAL_MS);
      await expectShown(carousel, 0);

      // axe waits on timers of its own: time flows again (the carousel stays paused).
      await page.clock.resume();
      await expectNoA11yViolations(page, { label: 'carousel paused by its button' });
      await expectShown(carousel, 0);
    });
  });
});
