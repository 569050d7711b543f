import { TESTIMONIALS } from '@/lib/testimonials';
import { enhanceCarousels } from '@/site/enhance/carousel';
import { initTestI18n } from '@/test/i18n';
import { MS, TESTIMONIAL_COUNT } from '@alavanca/domain/constants';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteTestimonialCarousel } from './testimonial-carousel';

const PAUSE = 'Pausar a troca automática de depoimentos';
const PLAY = 'Retomar a troca automática de depoimentos';

async function mount() {
  const i18n = await initTestI18n();
  document.body.innerHTML = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <SiteTestimonialCarousel />
      <button type="button">outside</button>
    </I18nextProvider>,
  );
  const carousel = screen.getByTestId('testimonial-carousel');
  const slides = screen.getAllByTestId('testimonial-slide');
  const viewport = slides[0]?.parentElement?.parentElement;
  if (!viewport) throw new Error('no viewport');
  return { carousel, slides, viewport };
}

/** The slide shown: the only one not hidden from assistive technology. */
function current(): number {
  const shown = screen
    .getAllByTestId('testimonial-slide')
    .flatMap((slide, index) => (slide.hasAttribute('aria-hidden') ? [] : [index]));
  if (shown.length !== 1) throw new Error(`${shown.length} slides shown`);
  return shown[0] as number;
}

const button = (name: string) => screen.getByRole('button', { name });
const pointer = (type: string, init: PointerEventInit = {}) =>
  new PointerEvent(type, { bubbles: true, button: 0, pointerType: 'mouse', ...init });

function stubReducedMotion(matches: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) =>
    query === '(prefers-reduced-motion: reduce)'
      ? media
      : { matches: false, addEventListener() {}, removeEventListener() {} },
  );
  return (next: boolean) => {
    media.matches = next;
    for (const listener of listeners) listener();
  };
}

let cleanup = () => {};
afterEach(() => {
  cleanup();
  cleanup = () => {};
  document.body.innerHTML = '';
});

describe('SiteTestimonialCarousel markup', () => {
  it('has the five people of the sign-in page, each a figure with quote, author, position · company and initials', async () => {
    const { carousel, slides } = await mount();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel).toHaveAccessibleName('Depoimentos de empreendedores');
    expect(slides).toHaveLength(TESTIMONIAL_COUNT);
    slides.forEach((slide, index) => {
      expect(slide).toHaveRole('group');
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(slide).toHaveAccessibleName(`${index + 1} de 5`);
      expect(slide).toHaveTextContent(TESTIMONIALS[index]?.author ?? '');
    });
    const figure = slides[0]?.querySelector('figure');
    expect(figure?.querySelector('blockquote')).toHaveTextContent(
      '“Simulei o reajuste de preços antes de aplicar na loja.',
    );
    expect(figure?.querySelector('figcaption')).toHaveTextContent('MAMariana AlvesFundadora · Doce Ponto Confeitaria');
    expect(figure?.querySelector('img')).toBeNull();
  });

  it('shows every testimonial without JavaScript: a focusable scroll list, no controls that would do nothing', async () => {
    const { slides, viewport } = await mount();
    for (const slide of slides) expect(slide).toBeVisible();
    expect(slides.some((slide) => slide.hasAttribute('aria-hidden'))).toBe(false);
    expect(viewport).toHaveClass('overflow-x-auto', 'snap-x');
    expect(viewport).toHaveAttribute('tabindex', '0');
    expect(viewport).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('button', { name: PAUSE })).toBeNull();
  });
});

describe('carousel behaviour', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function setUp() {
    const elements = await mount();
    cleanup = enhanceCarousels();
    return elements;
  }

  it('shows one slide at a time with its controls, rotating silently', async () => {
    const { carousel, viewport, slides } = await setUp();
    expect(current()).toBe(0);
    expect(slides.filter((slide) => slide.getAttribute('aria-hidden') === 'true')).toHaveLength(4);
    for (const slide of slides) expect(slide.style.width).toBe('100%');
    expect(viewport).not.toHaveAttribute('tabindex');
    expect(viewport).toHaveAttribute('aria-live', 'off');
    expect(carousel).toHaveAttribute('data-rotating', 'true');
    expect(button(PAUSE)).toBeVisible();
    const dots = within(screen.getByRole('group', { name: 'Escolher depoimento' })).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(
      TESTIMONIALS.map(({ author }, index) => `Depoimento ${index + 1} de 5: ${author}`),
    );
    for (const control of [button('Depoimento anterior'), button('Próximo depoimento'), ...dots]) {
      expect(control).toHaveAttribute('aria-controls', viewport.id);
    }
  });

  it('moves with previous/next, looping at both ends, and with one button per slide', async () => {
    await setUp();
    fireEvent.click(button('Próximo depoimento'));
    expect(current()).toBe(1);
    fireEvent.click(button('Depoimento anterior'));
    fireEvent.click(button('Depoimento anterior'));
    expect(current()).toBe(4);
    fireEvent.click(button('Próximo depoimento'));
    expect(current()).toBe(0);
    fireEvent.click(button('Depoimento 4 de 5: Lucas Pereira'));
    expect(current()).toBe(3);
    expect(button('Depoimento 4 de 5: Lucas Pereira')).toHaveAttribute('aria-current', 'true');
    expect(button('Depoimento 1 de 5: Mariana Alves')).not.toHaveAttribute('aria-current');
  });

  it('advances every 5 s and loops from the last to the first', async () => {
    await setUp();
    vi.advanceTimersByTime(MS.carouselInterval - 1);
    expect(current()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(current()).toBe(1);
    vi.advanceTimersByTime(MS.carouselInterval * 3);
    expect(current()).toBe(4);
    vi.advanceTimersByTime(MS.carouselInterval);
    expect(current()).toBe(0);
  });

  it('gives a slide chosen by hand its full 5 s', async () => {
    await setUp();
    vi.advanceTimersByTime(MS.carouselInterval - 1000);
    fireEvent.click(button('Próximo depoimento'));
    vi.advanceTimersByTime(MS.carouselInterval - 1);
    expect(current()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(current()).toBe(2);
  });

  it('waits while a mouse hovers it, announcing changes meanwhile; a tap does not count as hovering', async () => {
    const { carousel, viewport } = await setUp();
    carousel.dispatchEvent(pointer('pointerenter', { pointerType: 'touch' }));
    expect(carousel).toHaveAttribute('data-rotating', 'true');
    carousel.dispatchEvent(pointer('pointerenter'));
    expect(carousel).toHaveAttribute('data-rotating', 'false');
    expect(viewport).toHaveAttribute('aria-live', 'polite');
    vi.advanceTimersByTime(MS.carouselInterval * 3);
    expect(current()).toBe(0);
    carousel.dispatchEvent(pointer('pointerleave'));
    expect(viewport).toHaveAttribute('aria-live', 'off');
    vi.advanceTimersByTime(MS.carouselInterval);
    expect(current()).toBe(1);
  });

  it('waits while focus is inside, and resumes when it leaves', async () => {
    const { carousel } = await setUp();
    button('Próximo depoimento').focus();
    button('Depoimento anterior').focus();
    vi.advanceTimersByTime(MS.carouselInterval * 3);
    expect(current()).toBe(0);
    expect(carousel).toHaveAttribute('data-rotating', 'false');
    button('outside').focus();
    vi.advanceTimersByTime(MS.carouselInterval);
    expect(current()).toBe(1);
  });

  it('waits while dragged and resumes on release', async () => {
    const { carousel, viewport } = await setUp();
    viewport.dispatchEvent(pointer('pointerdown', { clientX: 200 }));
    expect(carousel).toHaveAttribute('data-rotating', 'false');
    vi.advanceTimersByTime(MS.carouselInterval * 3);
    expect(current()).toBe(0);
    window.dispatchEvent(pointer('pointerup', { clientX: 200 }));
    expect(carousel).toHaveAttribute('data-rotating', 'true');
    expect(current()).toBe(0);
    vi.advanceTimersByTime(MS.carouselInterval);
    expect(current()).toBe(1);
  });

  it('follows a swipe: left shows the next slide, right the previous, a short or cancelled one springs back', async () => {
    const { viewport } = await setUp();
    const swipe = (from: number, to: number, end = 'pointerup') => {
      viewport.dispatchEvent(pointer('pointerdown', { clientX: from }));
      window.dispatchEvent(pointer('pointermove', { clientX: to }));
      window.dispatchEvent(pointer(end, { clientX: to }));
    };
    swipe(300, 100);
    expect(current()).toBe(1);
    swipe(100, 300);
    swipe(100, 300);
    expect(current()).toBe(4);
    swipe(300, 290);
    expect(current()).toBe(4);
    swipe(300, 100, 'pointercancel');
    expect(current()).toBe(4);
  });

  it('stops and restarts with its pause button, announcing changes only while stopped', async () => {
    const { carousel, viewport } = await setUp();
    fireEvent.click(button(PAUSE));
    expect(carousel).toHaveAttribute('data-rotating', 'false');
    expect(viewport).toHaveAttribute('aria-live', 'polite');
    vi.advanceTimersByTime(MS.carouselInterval * 3);
    expect(current()).toBe(0);
    fireEvent.click(button(PLAY));
    expect(button(PAUSE)).toBeVisible();
    expect(viewport).toHaveAttribute('aria-live', 'off');
    vi.advanceTimersByTime(MS.carouselInterval);
    expect(current()).toBe(1);
  });

  it('shows the icon of what its rotation button does', async () => {
    await setUp();
    const icon = () => [...button(PAUSE).querySelectorAll('svg')].filter((svg) => !svg.hasAttribute('hidden'));
    expect(icon()).toHaveLength(1);
    expect(icon()[0]).toHaveAttribute('data-carousel-icon', 'pause');
    fireEvent.click(button(PAUSE));
    const shown = [...button(PLAY).querySelectorAll('svg')].filter((svg) => !svg.hasAttribute('hidden'));
    expect(shown.map((svg) => svg.getAttribute('data-carousel-icon'))).toEqual(['play']);
  });

  it('does not rotate by itself for visitors who prefer reduced motion, unless they press play', async () => {
    const setReducedMotion = stubReducedMotion(true);
    const { carousel, viewport } = await setUp();
    expect(carousel).toHaveAttribute('data-rotating', 'false');
    expect(viewport).toHaveAttribute('aria-live', 'polite');
    expect(button(PLAY)).toBeVisible();
    vi.advanceTimersByTime(MS.carouselInterval * 3);
    expect(current()).toBe(0);
    fireEvent.click(button(PLAY));
    vi.advanceTimersByTime(MS.carouselInterval);
    expect(current()).toBe(1);
    setReducedMotion(true);
    vi.advanceTimersByTime(MS.carouselInterval * 2);
    expect(current()).toBe(1);
    setReducedMotion(false);
    vi.advanceTimersByTime(MS.carouselInterval);
    expect(current()).toBe(2);
  });

  it('stops its timer and listeners on cleanup', async () => {
    await setUp();
    cleanup();
    cleanup = () => {};
    vi.advanceTimersByTime(MS.carouselInterval * 2);
    expect(current()).toBe(0);
  });
});
