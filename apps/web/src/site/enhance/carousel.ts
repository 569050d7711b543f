import { MS } from '@alavanca/domain/constants';
import { bindAll } from './bind';
import { HOOK, LABEL, STATE, selector, type Hook } from './hooks';

/** How far a drag must travel, in px, to change slide rather than spring back. */
const SWIPE_THRESHOLD_PX = 40;

/**
 * The testimonial carousel (WAI-ARIA carousel pattern). Pre-rendered, it is a horizontally
 * scrollable scroll-snap list that shows every testimonial without JavaScript; started, it shows
 * one slide at a time, moved by its buttons or by dragging, and looping at both ends.
 * It advances every 5 s, restarting the count on every change of slide so each gets its full time;
 * it waits while dragged, hovered by a mouse or holding focus, stops with its pause button
 * (WCAG 2.2.2), and starts stopped for visitors who prefer reduced motion. Slide changes are
 * announced (aria-live="polite") only while it is not advancing by itself.
 */
export function enhanceCarousels(root: ParentNode = document): () => void {
  return bindAll(root, HOOK.carousel, (carousel) => {
    const find = (hook: Hook) => carousel.querySelector<HTMLElement>(selector(hook));
    const findAll = (hook: Hook) => [...carousel.querySelectorAll<HTMLElement>(selector(hook))];
    const viewport = find(HOOK.carouselViewport);
    const track = find(HOOK.carouselTrack);
    const controls = find(HOOK.carouselControls);
    const rotation = find(HOOK.carouselRotation);
    const slides = findAll(HOOK.carouselSlide);
    const icons = findAll(HOOK.carouselIcon);
    const dots = findAll(HOOK.carouselGoTo);
    if (!viewport || !track || !controls || !rotation || slides.length === 0) return () => {};

    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let index = 0;
    let paused = reducedMotion.matches;
    let hovered = false;
    let focused = false;
    let dragStartX: number | null = null;
    let dragOffset = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const place = () => {
      track.style.transform = `translateX(calc(${-100 * index}% + ${dragOffset}px))`;
    };
    const render = () => {
      place();
      slides.forEach((slide, position) => {
        if (position === index) slide.removeAttribute('aria-hidden');
        else slide.setAttribute('aria-hidden', 'true');
      });
      dots.forEach((dot, position) => {
        if (position === index) dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
      });
      rotation.setAttribute('aria-label', rotation.getAttribute(paused ? LABEL.play : LABEL.pause) ?? '');
      for (const icon of icons)
        icon.toggleAttribute('hidden', icon.getAttribute(HOOK.carouselIcon) !== (paused ? 'play' : 'pause'));
      const running = !paused && !hovered && !focused && dragStartX === null;
      carousel.setAttribute(STATE.rotating, String(running));
      viewport.setAttribute('aria-live', running ? 'off' : 'polite');
      clearTimeout(timer);
      if (running) timer = setTimeout(() => show(index + 1), MS.carouselInterval);
    };
    const show = (target: number) => {
      index = (target + slides.length) % slides.length;
      render();
    };

    const onControlClick = (event: MouseEvent) => {
      const control = event.target instanceof Element ? event.target.closest('button') : null;
      if (!control) return;
      if (control === rotation) paused = !paused;
      if (control.hasAttribute(HOOK.carouselStep)) index += Number(control.getAttribute(HOOK.carouselStep));
      if (control.hasAttribute(HOOK.carouselGoTo)) index = Number(control.getAttribute(HOOK.carouselGoTo));
      show(index);
    };
    // Touch and pen fire enter/leave around every tap; only a mouse resting on it means "reading".
    const onPointerEnter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovered = true;
      render();
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovered = false;
      render();
    };
    const onFocusIn = () => {
      focused = true;
      render();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && carousel.contains(event.relatedTarget)) return;
      focused = false;
      render();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0) return;
      dragStartX = event.clientX;
      track.style.transition = 'none';
      render();
    };
    const onPointerMove = (event: PointerEvent) => {
      if (dragStartX === null) return;
      dragOffset = event.clientX - dragStartX;
      place();
    };
    // pointercancel means the browser took the gesture over (a vertical scroll): spring back.
    const onPointerEnd = (event: PointerEvent) => {
      if (dragStartX === null) return;
      const offset = event.type === 'pointerup' ? dragOffset : 0;
      dragStartX = null;
      dragOffset = 0;
      track.style.transition = '';
      show(index + (offset <= -SWIPE_THRESHOLD_PX ? 1 : offset >= SWIPE_THRESHOLD_PX ? -1 : 0));
    };
    const onMotionChange = () => {
      paused = reducedMotion.matches;
      render();
    };

    // From the scrollable list to one slide at a time: the viewport clips, each slide fills it (the
    // track moves by whole widths), and horizontal drags come to the script while vertical ones
    // still scroll the page.
    for (const slide of slides) slide.style.width = '100%';
    viewport.scrollLeft = 0;
    viewport.style.overflow = 'hidden';
    viewport.removeAttribute('tabindex');
    track.style.touchAction = 'pan-y';
    controls.hidden = false;
    render();

    controls.addEventListener('click', onControlClick);
    carousel.addEventListener('pointerenter', onPointerEnter);
    carousel.addEventListener('pointerleave', onPointerLeave);
    carousel.addEventListener('focusin', onFocusIn);
    carousel.addEventListener('focusout', onFocusOut);
    viewport.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerEnd);
    window.addEventListener('pointercancel', onPointerEnd);
    reducedMotion.addEventListener('change', onMotionChange);
    return () => {
      clearTimeout(timer);
      controls.removeEventListener('click', onControlClick);
      carousel.removeEventListener('pointerenter', onPointerEnter);
      carousel.removeEventListener('pointerleave', onPointerLeave);
      carousel.removeEventListener('focusin', onFocusIn);
      carousel.removeEventListener('focusout', onFocusOut);
      viewport.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerEnd);
      window.removeEventListener('pointercancel', onPointerEnd);
      reducedMotion.removeEventListener('change', onMotionChange);
    };
  });
}
