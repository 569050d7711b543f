import { renderRoutes } from '@/test/render';
import { MS, TESTIMONIAL_COUNT } from '@alavanca/domain/constants';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthLayout } from './auth-layout';
import { TESTIMONIALS } from '@/lib/testimonials';

function renderLayout() {
  return renderRoutes([{ Component: AuthLayout, children: [{ path: '/login', element: <p>form</p> }] }], {
    path: '/login',
  });
}

function activeSlide(): number {
  return screen.getAllByTestId('testimonial-slide').findIndex((slide) => slide.dataset.active === 'true');
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function stubMedia({ wide, reducedMotion }: { wide: boolean; reducedMotion: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: (query.includes('min-width') && wide) || (query.includes('prefers-reduced-motion') && reducedMotion),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

describe('AuthLayout', () => {
  it('shows the four features and the page beside them', async () => {
    await renderLayout();
    expect(await screen.findByText('form')).toBeInTheDocument();
    const panel = screen.getByTestId('auth-panel');
    for (const title of [
      'Validação de ideias',
      'Simulação de decisões',
      'Mentor de IA',
      'Certificado de empreendedor',
    ]) {
      expect(within(panel).getByText(title)).toBeInTheDocument();
    }
    // Hidden below the large breakpoint, shown as a column from it.
    expect(panel).toHaveClass('hidden', 'lg:flex');
  });
});

describe('TestimonialCarousel', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('has the specification’s five testimonials, each with author, position, company and an initials avatar', async () => {
    await renderLayout();
    expect(TESTIMONIALS).toHaveLength(TESTIMONIAL_COUNT);
    const slides = await screen.findAllByTestId('testimonial-slide');
    expect(slides).toHaveLength(TESTIMONIAL_COUNT);
    expect(slides[0]).toHaveAccessibleName('1 de 5');
    expect(slides[0]).toHaveTextContent('Mariana Alves');
    expect(slides[0]).toHaveTextContent('Fundadora, Doce Ponto Confeitaria');
    expect(slides[0]).toHaveTextContent('MA');
    expect(slides[0]?.querySelector('img')).toBeNull();
  });

  it('advances every 5 s and loops from the last testimonial to the first', async () => {
    await renderLayout();
    await screen.findAllByTestId('testimonial-slide');
    expect(activeSlide()).toBe(0);
    await wait(MS.carouselInterval - 100);
    expect(activeSlide()).toBe(0);
    await wait(100);
    expect(activeSlide()).toBe(1);
    await wait(MS.carouselInterval * 3);
    expect(activeSlide()).toBe(4);
    await wait(MS.carouselInterval);
    expect(activeSlide()).toBe(0);
  });

  it('pauses while the visitor drags and resumes when they let go', async () => {
    // Embla only listens for drags on a laid-out carousel; happy-dom does no layout.
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
    try {
      await renderLayout();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'offsetParent');
    }
    const viewport = (await screen.findAllByTestId('testimonial-slide'))[0]?.parentElement
      ?.parentElement as HTMLElement;
    fireEvent.mouseDown(viewport, { button: 0, clientX: 200, clientY: 10 });
    expect(screen.getByTestId('testimonial-carousel')).toHaveAttribute('data-rotating', 'false');
    await wait(MS.carouselInterval * 3);
    expect(activeSlide()).toBe(0);
    fireEvent.mouseUp(document, { button: 0, clientX: 200, clientY: 10 });
    expect(screen.getByTestId('testimonial-carousel')).toHaveAttribute('data-rotating', 'true');
    await wait(MS.carouselInterval);
    expect(activeSlide()).toBe(1);
  });

  it('stops and restarts with its pause button, and is announced politely only while stopped', async () => {
    await renderLayout();
    await screen.findAllByTestId('testimonial-slide');
    const rotation = screen.getByRole('button', { name: 'Pausar a troca automática de depoimentos' });
    const viewport = document.getElementById(rotation.nextElementSibling?.getAttribute('aria-controls') ?? '');
    expect(viewport).toHaveAttribute('aria-live', 'off');
    fireEvent.click(rotation);
    // The click focuses the button; move focus out as a keyboard user leaving the carousel would.
    fireEvent.blur(rotation, { relatedTarget: document.body });
    await wait(MS.carouselInterval * 2);
    expect(activeSlide()).toBe(0);
    expect(viewport).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Retomar a troca automática de depoimentos' }));
    fireEvent.blur(rotation, { relatedTarget: document.body });
    await wait(MS.carouselInterval);
    expect(activeSlide()).toBe(1);
  });

  it('moves with the previous/next buttons and the dots, marking the current dot', async () => {
    await renderLayout();
    await screen.findAllByTestId('testimonial-slide');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo depoimento' }));
    await wait(50);
    expect(activeSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Depoimento anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Depoimento anterior' }));
    await wait(50);
    expect(activeSlide()).toBe(4);
    const dots = within(screen.getByRole('group', { name: 'Escolher depoimento' })).getAllByRole('button');
    expect(dots).toHaveLength(5);
    expect(dots[4]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Depoimento 3 de 5: Fernanda Oliveira' }));
    await wait(50);
    expect(activeSlide()).toBe(2);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[4]).not.toHaveAttribute('aria-current');
  });

  it('hides the slides that are not shown from assistive technology', async () => {
    await renderLayout();
    const slides = await screen.findAllByTestId('testimonial-slide');
    expect(slides[0]).not.toHaveAttribute('aria-hidden');
    expect(slides.slice(1).every((slide) => slide.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('does not rotate by itself for visitors who prefer reduced motion', async () => {
    stubMedia({ wide: true, reducedMotion: true });
    await renderLayout();
    await screen.findAllByTestId('testimonial-slide');
    await wait(MS.carouselInterval * 2);
    expect(activeSlide()).toBe(0);
    expect(screen.getByRole('button', { name: 'Retomar a troca automática de depoimentos' })).toBeInTheDocument();
  });

  it('is not loaded at all on small screens, where the panel is hidden', async () => {
    stubMedia({ wide: false, reducedMotion: false });
    await renderLayout();
    await screen.findByText('form');
    await wait(MS.carouselInterval);
    expect(screen.queryByTestId('testimonial-carousel')).not.toBeInTheDocument();
  });
});
