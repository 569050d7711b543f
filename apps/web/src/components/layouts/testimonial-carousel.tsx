import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/hooks/use-media-query';
import { initials, TESTIMONIALS } from '@/lib/testimonials';
import { cn } from '@/lib/utils';
import { MS } from '@alavanca/domain/constants';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

// Icon buttons drawn on the brand-coloured panel rather than on the page background.
const panelButton =
  'text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground focus-visible:ring-primary-foreground focus-visible:ring-offset-primary';

/**
 * Testimonials that take turns every 5 s, looping. The rotation waits while the visitor drags,
 * hovers or has keyboard focus inside, can be paused with its own button, and does not start by
 * itself for visitors who prefer reduced motion (the slides then change without animation).
 * Follows the WAI-ARIA carousel pattern: announced changes only while not rotating by itself.
 */
export function TestimonialCarousel() {
  const { t } = useTranslation('auth');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();
  const rotating = !reducedMotion && !paused;
  const running = rotating && !dragging && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPointerDown = () => setDragging(true);
    const onPointerUp = () => setDragging(false);
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect).on('pointerDown', onPointerDown).on('pointerUp', onPointerUp);
    return () => {
      embla
        .off('select', onSelect)
        .off('reInit', onSelect)
        .off('pointerDown', onPointerDown)
        .off('pointerUp', onPointerUp);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !running) return;
    // Restarted on every change of slide, so each one gets its full interval, also after a manual move.
    const timer = setInterval(() => embla.scrollNext(), MS.carouselInterval);
    return () => clearInterval(timer);
  }, [embla, running, selected]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('panel.testimonials.label')}
      className="max-w-md space-y-3"
      data-testid="testimonial-carousel"
      data-rotating={running}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="overflow-hidden" id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
        <div className="flex touch-pan-y">
          {TESTIMONIALS.map(({ id, author, company, avatar }, index) => (
            <div
              key={id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('panel.testimonials.slide', { current: index + 1, total: TESTIMONIALS.length })}
              aria-hidden={index === selected ? undefined : true}
              className="min-w-0 shrink-0 grow-0 basis-full px-0.5"
              data-testid="testimonial-slide"
              data-active={index === selected}
            >
              <figure className="space-y-3 rounded-xl border border-primary-foreground/30 p-5 select-none">
                <blockquote className="leading-relaxed">
                  {t('panel.testimonials.quote', { content: t(`panel.testimonials.items.${id}.content`) })}
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                      avatar,
                    )}
                  >
                    {initials(author)}
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold">{author}</span>
                    <span className="block">
                      {t(`panel.testimonials.items.${id}.position`)}, {company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className={panelButton}
            aria-label={rotating ? t('panel.testimonials.pause') : t('panel.testimonials.play')}
            onClick={() => setPaused(rotating)}
            data-testid="testimonial-rotation"
          >
            {rotating ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className={panelButton}
            aria-label={t('panel.testimonials.previous')}
            aria-controls={slidesId}
            onClick={() => embla?.scrollPrev(reducedMotion)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className={panelButton}
            aria-label={t('panel.testimonials.next')}
            aria-controls={slidesId}
            onClick={() => embla?.scrollNext(reducedMotion)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div role="group" aria-label={t('panel.testimonials.choose')} className="flex items-center">
          {TESTIMONIALS.map(({ id, author }, index) => (
            <button
              key={id}
              type="button"
              className="flex size-6 items-center justify-center rounded-full outline-hidden focus-visible:ring-2 focus-visible:ring-primary-foreground"
              aria-label={t('panel.testimonials.goTo', { current: index + 1, total: TESTIMONIALS.length, author })}
              aria-current={index === selected ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => embla?.scrollTo(index, reducedMotion)}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block size-2.5 rounded-full border border-primary-foreground transition-colors',
                  index === selected ? 'bg-primary-foreground' : 'bg-transparent',
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
